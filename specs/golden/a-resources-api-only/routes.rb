resources :photos do
  resources :comments
end
