resources :photo_albums, path: "photo-albums"
