scope shallow_path: "sekret" do
  resources :articles, only: [] do
    resources :comments, shallow: true
  end
end
