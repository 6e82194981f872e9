resources :photos, path: "fotos"
