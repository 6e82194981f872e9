resources :messages, id: /[a-z]\d/, only: :show do
  member do
    get :mark
  end
end
