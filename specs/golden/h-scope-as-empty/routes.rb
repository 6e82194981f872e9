scope "post", as: "" do
  resources :comments, only: [:index, :show]
end
