namespace :admin, module: nil do
  resources :posts, only: :index
end
