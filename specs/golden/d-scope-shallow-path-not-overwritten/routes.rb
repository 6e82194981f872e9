scope "x", shallow_path: "y" do
  resources :posts, only: :index, shallow: true do
    resources :comments, only: [:index, :show]
  end
end
