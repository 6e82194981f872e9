resources :people do
  resources :addresses, only: [:index, :show]
end
resources :mice, only: :show
resources :statuses, only: :show
