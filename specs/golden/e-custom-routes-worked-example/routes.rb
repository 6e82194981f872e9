resources :photos do
  member do
    get :preview
    get :peek, as: "look"
    post "crop-it"
    get "rotate/:angle", action: :rotate
    get :show, as: nil
  end
  collection do
    get :search
    get :index, as: "all"
    delete "clear"
  end
  new do
    get :draft
    post :preview
  end
  get :nested_thing
  get :on_member, on: :member
  get :on_coll, on: :collection
  get :on_new, on: :new
  get "strpath", on: :member
end
