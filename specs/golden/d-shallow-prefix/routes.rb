scope shallow_prefix: "sekret" do
  resources :articles, only: [] do
    resources :comments, shallow: true
  end
end
