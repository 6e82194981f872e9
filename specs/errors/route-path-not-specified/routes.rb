resources :photos
get controller: "photos", action: "index", page: 1
