resources :photos, only: [] do
  new do
    get :new, as: "fresh"
    post :create
  end
end
