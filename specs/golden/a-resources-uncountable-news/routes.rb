resources :news do
  resources :comments, only: :index
end
