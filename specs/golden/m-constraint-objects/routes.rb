constraints(AdminOnly) do
  get "dashboard", to: "admin#dashboard"
  constraints Subdomain.new("api") do
    get "nested", to: "admin#nested"
  end
  get "own", to: "admin#own", constraints: Subdomain.new("own")
  resources :reports, only: :show, constraints: EvenId
  mount AdminApp::Web, at: "/web"
end
get "dashboard", to: "public#dashboard"
get "nested", to: "public#nested"
get "reports/:id", to: "public#report"
get "web", to: "public#web"
