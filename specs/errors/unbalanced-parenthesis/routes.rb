resources :photos
get "a(/:b", to: "x#a"
