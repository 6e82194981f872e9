resources :photos, controller: "images", only: [:index, :show]
resources :pictures, controller: "admin/images", only: :index
resource :profile, controller: "users", only: :show
