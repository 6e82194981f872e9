namespace :api do
  resources :posts, shallow: true do
    resources :comments do
      get :flag, on: :member
      get :top, on: :collection
    end
  end
end
