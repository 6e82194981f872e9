resources :photos, only: :show do
  member do
    get :preview
    post :publish
    patch :rotate
    delete :purge
  end
end
