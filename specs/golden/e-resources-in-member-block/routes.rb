resources :photos, only: [] do
  member do
    resources :notes, only: [:index, :show]
  end
  collection do
    resource :stats, only: :show
  end
end
