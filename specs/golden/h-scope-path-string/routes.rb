scope "/v1" do
  resources :users, only: :show
end
