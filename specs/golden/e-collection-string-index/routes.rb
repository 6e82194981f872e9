resources :photos, only: [] do
  collection do
    get "index"
    get :index
  end
end
