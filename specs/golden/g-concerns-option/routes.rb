concern :commentable do
  resources :comments, only: :index
end
resources :posts, only: :show, concerns: :commentable
