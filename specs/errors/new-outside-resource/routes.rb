resources :photos
new do
  get :draft
end
