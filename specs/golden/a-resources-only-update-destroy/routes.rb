resources :photos, only: [:update, :destroy]
