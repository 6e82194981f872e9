resources :photos do
  get :new, on: :collection
end
