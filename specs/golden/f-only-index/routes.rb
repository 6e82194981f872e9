resources :posts, only: :index
