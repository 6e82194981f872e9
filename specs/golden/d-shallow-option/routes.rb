resources :posts, shallow: true do
  resources :comments do
    resources :replies
  end
end
