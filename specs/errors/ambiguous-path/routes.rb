resources :photos
get "foo", to: "a#b", path: "bar"
