resources :photos, only: :index do
  get :index
  get :show, on: :member
end
