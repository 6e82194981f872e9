resources :photos, :books, :videos
