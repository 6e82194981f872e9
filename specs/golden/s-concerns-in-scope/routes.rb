concern :searchable do
  get :search, on: :collection
end
concern :pageable do
  get "page/:page", action: :index, on: :collection
end
scope "v1", as: "v1" do
  resources :items, only: :index, concerns: [:searchable, :pageable]
end
