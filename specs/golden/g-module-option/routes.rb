resources :photos, module: "admin", only: [:index, :show]
