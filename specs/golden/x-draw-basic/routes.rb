draw :admin
resources :posts, only: :index
