resources :users, constraints: { id: /[a-z]+/ }, only: [] do
  resources :posts, only: :index
end
