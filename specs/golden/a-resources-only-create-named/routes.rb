resources :photos, only: :create
