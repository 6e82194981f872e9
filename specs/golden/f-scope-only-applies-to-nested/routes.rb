scope only: :show do
  resources :sectors, only: :index do
    resources :companies
  end
end
