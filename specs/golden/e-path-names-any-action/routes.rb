resources :photos, only: [], path_names: { preview: "vista", search: "buscar" } do
  get :preview, on: :member
  get :search, on: :collection
end
