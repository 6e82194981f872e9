resources :photos, only: [] do
  member do
    get "a/b"
  end
end
