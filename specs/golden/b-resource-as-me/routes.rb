resource :profile, as: "me" do
  resources :posts, only: :index
  get :x
end
