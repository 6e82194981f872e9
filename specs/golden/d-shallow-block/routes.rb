shallow do
  resources :posts do
    resources :comments, only: [:index, :show, :destroy]
  end
end
