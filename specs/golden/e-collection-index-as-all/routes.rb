resources :photos do
  collection do
    get :index, as: "all"
  end
end
