scope as: "admin", path: "admin" do
  resources :photos, only: :index do
    get :preview, on: :member
    get :search, on: :collection
    get :draft, on: :new
  end
end
