resources :photos
draw "admin/missing"
