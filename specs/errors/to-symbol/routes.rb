resources :photos
get "x", to: :show
