scope module: "api" do
  resources :posts, controller: "articles", only: :index
  resource :session, controller: "/sessions", only: :show
end
