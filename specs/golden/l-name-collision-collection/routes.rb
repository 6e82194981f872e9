resources :photos, only: :index do
  get :index, on: :collection, as: :list
  get :photos, on: :collection
end
