scope format: false do
  resources :pages, only: [:index, :show]
end
