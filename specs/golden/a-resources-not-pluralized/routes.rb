resources :photo
resources :data, only: [:index, :show]
