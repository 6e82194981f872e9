namespace :admin do
  constraints subdomain: "admin" do
    resources :users, only: :index
  end
end
