resources :posts
resources :posts, only: :index, as: "entries", path: "entries"
