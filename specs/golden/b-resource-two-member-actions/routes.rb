resource :account do
  member do
    get :login
    get :logout
  end
end
