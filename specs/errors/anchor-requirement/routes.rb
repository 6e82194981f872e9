resources :photos
get "foo/:id", to: "a#b", constraints: { id: /\d+$/ }
