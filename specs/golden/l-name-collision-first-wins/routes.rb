get "photos", to: "x#y"
resources :photos
