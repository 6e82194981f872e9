scope "/v1", module: "api", as: "v1" do
  resources :users, only: :show
  root "home#index"
end
