resources :ties do
  resources :knots
end
