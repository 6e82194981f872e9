resources :photos, module: "admin", only: :show do
  resources :comments, only: :index
  get :stats
end
