resources :posts, only: [] do
  namespace :admin do
    resources :comments, only: :index
  end
end
