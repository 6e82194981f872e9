concern :commentable do
  resources :comments
end
resources :posts, concerns: [:commentable, :taggable]
