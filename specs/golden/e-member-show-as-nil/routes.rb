resources :photos, only: [] do
  member do
    get :show, as: nil
    get :preview, as: nil
  end
end
