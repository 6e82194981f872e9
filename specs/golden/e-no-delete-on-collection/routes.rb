resources :products, only: [:index, :create] do
  member do
    delete :purge
  end
end
