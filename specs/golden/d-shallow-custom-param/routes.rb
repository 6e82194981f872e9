resources :users, param: :name, shallow: true do
  resources :posts, param: :slug, only: [:index, :show, :edit]
end
