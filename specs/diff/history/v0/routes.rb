root "home#index"
resources :posts
resources :photos
get "photos/search", to: "photos#search"
