resource :account, only: [] do
  get :summary
  member do
    post :reset
  end
end
