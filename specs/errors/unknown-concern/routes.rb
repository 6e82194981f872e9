resources :photos
concerns :nope
