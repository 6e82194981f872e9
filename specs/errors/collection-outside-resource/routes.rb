resources :photos
collection do
  get :search
end
