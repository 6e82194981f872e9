constraints id: /\d+/ do
  resources :photos, only: [:show, :update]
end
