scope module: "admin" do
  resources :posts, only: :index
  get "stats", to: "stats#show"
end
