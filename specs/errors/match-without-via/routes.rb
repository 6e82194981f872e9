resources :photos
match "foo", to: "a#b"
