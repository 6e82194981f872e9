resources :photos
get "foo", to: "a#b", as: "products!"
