scope "x", shallow_path: "sp", shallow_prefix: "spre" do
  resources :a, only: [], shallow: true do
    resources :b, only: [:index, :show]
  end
end
