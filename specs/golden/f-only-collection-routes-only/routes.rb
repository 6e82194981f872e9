resources :products, only: [] do
  collection do
    get :search
  end
  member do
    get :preview
  end
end
