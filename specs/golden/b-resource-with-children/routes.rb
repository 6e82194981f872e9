resource :profile do
  get :foo
  get :bar, on: :collection
  post :baz, on: :member
  get :qux, on: :new
  resources :posts
  resource :avatar
end
