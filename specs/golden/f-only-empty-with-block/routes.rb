resources :posts, only: [] do
  resources :comments, only: :index
end
