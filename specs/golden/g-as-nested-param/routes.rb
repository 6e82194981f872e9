resources :people, as: "folks", only: :show do
  resources :pets, only: [:index, :show]
end
