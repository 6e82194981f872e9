scope as: "admin" do
  resources :posts, only: [:index, :show]
  get "stats", to: "stats#show"
end
