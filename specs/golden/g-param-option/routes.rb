resources :users, param: :slug do
  resources :posts, only: :index
end
