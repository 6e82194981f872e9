resources :a, shallow: true do
  resources :b do
    resources :c do
      resources :d, only: [:index, :show]
    end
  end
end
