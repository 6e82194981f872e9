defaults format: :json do
  get "f", to: "x#f"
  resources :items, only: :index
end
