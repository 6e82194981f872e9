scope only: :show do
  resources :articles
  resource :account
end
