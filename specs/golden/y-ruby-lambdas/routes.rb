# Lambdas and procs as constraints, and redirects answered by a block: kept as their source.
constraints ->(req) { req.subdomain == "admin" } do
  resources :reports, only: :index
end
constraints(lambda { |req| req.xhr? }) do
  get "ajax", to: "a#b"
end
get "x", to: redirect { |params, req| "/y" }
get "z", to: redirect(status: 302) { |params, req| "/w" }
get "c", to: "c#d", constraints: ->(req) { true }
get "e", to: "e#f", constraints: lambda { |req| true }
get "p", to: "p#q", constraints: proc { |req| req.local? }
get "n", to: "n#o", constraints: Proc.new { |req| req.get? }
get "m", to: redirect("/elsewhere") { |params, req| "/ignored" }
