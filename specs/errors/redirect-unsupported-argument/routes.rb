resources :photos
get "x", to: redirect(1)
