resources :photos, as: "images"
