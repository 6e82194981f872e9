resources :notes, format: "json", only: [:index, :show] do
  resources :items, only: :index
end
