namespace :admin do
  namespace :v1 do
    resources :posts, only: [:index, :show]
  end
end
