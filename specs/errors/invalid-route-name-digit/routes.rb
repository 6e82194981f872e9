resources :photos
get "foo", to: "a#b", as: "1abc"
