resources :a, only: :show do
  resources :b, only: :show do
    resources :c, only: :show do
      resources :d, only: [:index, :show]
    end
  end
end
