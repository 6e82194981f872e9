resources :r, id: /\d+/, only: :show do
  resources :s, only: :index
end
