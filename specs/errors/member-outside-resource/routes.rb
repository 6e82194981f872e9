resources :photos
member do
  get :preview
end
