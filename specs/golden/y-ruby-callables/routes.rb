# Opaque callables held in variables: a redirect block, lambdas and procs assigned to a name, then
# used as an endpoint, a constraint or a redirect's argument. Rails shows what it shows inline.
old_request = redirect do |params, request|
  "/requests/#{params[:id]}"
end
moved = redirect("/moved") { |params, request| "/ignored" }
local = ->(request) do
  request.local?
end
xhr = lambda { |request| request.xhr? }
to_username = Proc.new do |params, req|
  "/people/#{params[:id]}"
end
health = proc { |env| [200, {}, ["ok"]] }

get "/request/:id", constraints: { id: /\d+/ }, to: old_request
get "/old", to: moved
get "/people/:id(*path)" => redirect(to_username)
get "/local", to: "admin#local", constraints: local
constraints xhr do
  get "/ajax", to: "pages#ajax"
end
get "/health", to: health
