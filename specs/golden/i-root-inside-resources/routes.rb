resources :posts do
  root to: "posts#root"
end
