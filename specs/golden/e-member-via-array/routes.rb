resources :photos, only: [] do
  member do
    match :preview, via: [:get, :post]
  end
  match :search, via: [:get, :post], on: :collection
end
