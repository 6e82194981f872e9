concern :commentable do
  resources :comments, only: [:index, :show]
end
resources :posts, only: [] do
  resources :photos, only: :show, concerns: :commentable
  concerns :commentable
end
