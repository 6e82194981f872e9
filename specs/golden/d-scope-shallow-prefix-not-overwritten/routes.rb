scope as: "a", shallow_prefix: "b" do
  resources :posts, only: :index, shallow: true do
    resources :comments, only: [:index, :show]
  end
end
