# Constraint objects made with a block, as Clearance's SignedIn.new { |user| user.admin? } is.
constraints Subdomain.new("admin") { |request| request.admin? } do
  resources :reports, only: [:index]
end
constraints Subdomain.new("staff", &:staff?) do
  get "dashboard", to: "staff#dashboard"
end
get "beta", to: "beta#show", constraints: Subdomain.new("beta") { |r| r.beta? }
root to: "home#index"
