resources :photos, only: :index do
  collection do
    get :search
    post :import
    put :reorder
  end
end
