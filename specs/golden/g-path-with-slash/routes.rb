resources :photos, path: "media/photos", only: [:index, :show]
