resources :photos
get "a", "b", to: "x#y"
