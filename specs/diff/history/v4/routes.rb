root "home#index"
resources :posts do
  resources :comments
end
get "photos/search", to: "photos#search"
resources :photos, as: :pictures, constraints: { id: /\d+/ }
