resources :photos do
  get :preview, on: :bogus
end
