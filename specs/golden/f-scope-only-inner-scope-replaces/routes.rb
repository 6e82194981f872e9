scope only: :show do
  scope except: :show do
    resources :articles
  end
  resources :notes
end
