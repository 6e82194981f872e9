resources :photos
resources :users, param: "a:b"
