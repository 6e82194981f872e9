resources :photos
get "foo/:id", controller: "photos"
