resources :posts, only: :index do
  resources :comments
end
