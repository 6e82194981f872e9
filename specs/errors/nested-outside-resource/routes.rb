resources :photos
nested do
  get :x
end
