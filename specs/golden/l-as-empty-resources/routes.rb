resources :posts, as: ""
