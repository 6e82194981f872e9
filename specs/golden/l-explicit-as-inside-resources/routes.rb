resources :photos, only: [] do
  get :foo, as: "bar"
  get :baz, on: :member, as: "qux"
  get :quux, on: :collection, as: "all"
end
