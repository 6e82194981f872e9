resources :posts, onyl: [:index]
