resources :photos
root 1
