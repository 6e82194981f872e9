resources :photos, only: :index, defaults: { page: "1" } do
  get :recent, on: :collection
end
