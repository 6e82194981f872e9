scope shallow: true do
  resources :a, only: [:index, :show] do
    resources :b, only: [:index, :show, :new]
  end
end
