resources :posts, only: [], shallow: true, shallow_path: "sp", shallow_prefix: "spx" do
  resources :comments, only: [:index, :show]
end
