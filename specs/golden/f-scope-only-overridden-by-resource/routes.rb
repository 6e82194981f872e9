scope only: :show do
  resources :articles, only: :index
  resources :photos, except: :destroy
end
