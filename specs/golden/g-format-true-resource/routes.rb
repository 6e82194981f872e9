resources :posts, format: true, only: [:index, :show]
