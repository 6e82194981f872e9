resources :posts, only: [] do
  scope "s", as: "sub" do
    resources :comments, only: :index
  end
end
