resources :users do
  resource :avatar
end
