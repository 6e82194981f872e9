resources :sheep
