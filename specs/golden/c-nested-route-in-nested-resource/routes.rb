resources :posts, only: [:index, :show] do
  resources :comments, except: :destroy do
    get :preview, on: :collection
    get :spam
  end
end
