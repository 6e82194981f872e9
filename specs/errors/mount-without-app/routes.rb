resources :photos
mount at: "/x"
