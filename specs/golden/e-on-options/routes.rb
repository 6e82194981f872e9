resources :photos, only: [] do
  get :on_member, on: :member
  post :on_coll, on: :collection
  get :on_new, on: :new
  get :nested_thing
end
