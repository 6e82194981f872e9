resources :photos
get "gallery", to: "photos#gallery", as: "photos"
