root "home#index"
resources :posts, only: [:index, :show, :new, :create, :edit, :update] do
  resources :comments
end
get "photos/search", to: "photos#search"
resources :photos, as: :pictures, constraints: { id: /\d+/ }
