namespace :admin do
  resources :posts, only: [:index, :show]
  resources :comments, only: [:index, :destroy]
  resource :settings, only: :show
end
