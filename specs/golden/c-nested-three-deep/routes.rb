resources :threads do
  resources :messages do
    resources :comments, only: [:index, :show]
  end
end
