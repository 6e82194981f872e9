resources :photos, format: false, only: [:index, :show]
