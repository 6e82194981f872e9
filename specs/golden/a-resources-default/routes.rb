resources :photos
