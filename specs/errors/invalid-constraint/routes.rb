resources :photos
get "foo", to: "a#b", constraints: 5
