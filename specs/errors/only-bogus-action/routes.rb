resources :users
resources :photos, only: [:index, :bogus]
