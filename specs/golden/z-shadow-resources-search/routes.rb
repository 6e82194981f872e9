resources :photos
get "photos/search", to: "photos#search"
resources :users, only: [:index]
get "users", to: "users#index"
match "users", to: "users#create", via: [:get, :post]
