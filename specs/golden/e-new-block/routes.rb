resources :photos, only: :new do
  new do
    get :draft
    post :preview
  end
end
