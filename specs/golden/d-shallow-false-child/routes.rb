resources :posts, shallow: true do
  resources :comments, shallow: false do
    resources :replies, only: [:index, :show]
  end
  resources :tags, only: [:index, :show]
end
