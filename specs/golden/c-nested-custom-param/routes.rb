resources :users, param: :slug, only: :show do
  resources :posts, param: :token, only: [:index, :show]
end
