resources :photos
get "foo"
