resources :posts, format: "json", only: :show do
  resources :comments, only: :index
end
