root "home#index"
resources :posts do
  resources :comments
end
resources :photos
get "photos/search", to: "photos#search"
