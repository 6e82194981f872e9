namespace :api do
  namespace :v1 do
    namespace :internal do
      resources :users, only: :index
    end
  end
end
