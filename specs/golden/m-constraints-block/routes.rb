constraints subdomain: "api" do
  resources :photos, only: :index
end
