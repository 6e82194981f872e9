scope shallow_prefix: "sekret", shallow_path: "sek" do
  resources :posts do
    resources :comments, shallow: true
  end
end
