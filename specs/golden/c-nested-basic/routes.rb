resources :magazines do
  resources :ads
end
