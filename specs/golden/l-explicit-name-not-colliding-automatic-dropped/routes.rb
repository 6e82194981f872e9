get "first", to: "x#first", as: "photos"
resources :photos, only: [:index, :show]
