namespace :admin do
  resources :threads do
    resources :messages, only: :index
  end
end
