resources :photos
get "files", to: "StorageFiles#index"
