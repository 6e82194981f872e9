resources :photos, only: :show do
  nested do
    get :tagged
    resources :tags, only: :index
  end
end
