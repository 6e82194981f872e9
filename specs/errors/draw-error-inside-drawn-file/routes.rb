resources :photos
draw :admin
