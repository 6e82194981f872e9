resources :photos
get "feeds", to: "/feeds#index"
