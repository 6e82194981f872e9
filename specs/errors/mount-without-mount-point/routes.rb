resources :photos
mount MountedRackApp
