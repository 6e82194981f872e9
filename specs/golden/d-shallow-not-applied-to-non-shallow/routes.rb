scope shallow_path: "sp", shallow_prefix: "spre" do
  resources :posts, only: [:index, :show] do
    resources :comments, only: [:index, :show]
  end
end
