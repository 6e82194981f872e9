scope "/admin" do
  resources :posts, only: :index, shallow: true do
    resources :comments, only: [:index, :show]
  end
end
