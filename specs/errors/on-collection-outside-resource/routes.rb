resources :photos
get :search, on: :collection
