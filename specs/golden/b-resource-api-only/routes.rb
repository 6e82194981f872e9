resource :session do
  resources :tokens
end
