scope module: "api", shallow: true do
  resources :posts, only: [:index, :show] do
    resources :comments, only: [:index, :show]
  end
end
