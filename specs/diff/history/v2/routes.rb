root "home#index"
resources :posts do
  resources :comments
end
resources :photos, as: :pictures
get "photos/search", to: "photos#search"
