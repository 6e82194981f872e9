# A condition that assigns (`if asset = manifest["sw.js"]`): Ruby assigns, then tests the value,
# and the variable is bound in the branches and after them.
MANIFEST = { "service-worker.js" => "/assets/service-worker-1a2b.js" }

if service_worker = MANIFEST["service-worker.js"]
  get "/service-worker.js" => redirect(service_worker, status: 302), format: :js
else
  get "/service-worker.js" => "static#service_worker", format: :js
end
if offline = MANIFEST["offline.html"] then get "/offline" => redirect(offline) end
unless missing = MANIFEST["missing.js"]
  get "/missing", to: "static#missing"
end
get "/sw", to: redirect(service_worker)
