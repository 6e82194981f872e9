resources :photos, only: [] do
  match "rate", on: :member, via: [:post, :put]
  match :count, on: :collection, via: :get
end
