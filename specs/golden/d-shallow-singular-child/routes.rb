resources :posts, shallow: true, only: :show do
  resource :author, only: [:show, :update]
  resources :comments, only: :show
end
