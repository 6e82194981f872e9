resources :photos, only: [] do
  member do
    get :preview, path: "peek"
  end
  get :search, on: :collection, path: "find"
end
