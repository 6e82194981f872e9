namespace :admin do
  get "stats", controller: "reports", action: "stats"
  get "users", to: "users#index"
end
