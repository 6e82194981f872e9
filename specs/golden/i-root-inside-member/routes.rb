resources :posts, only: [] do
  member do
    root to: "posts#root"
  end
end
