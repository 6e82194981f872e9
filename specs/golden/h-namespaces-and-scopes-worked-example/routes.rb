namespace :admin do
  resources :posts, only: :index
  namespace :reports, path: "r", as: "rep", module: "rpt" do
    get "daily", to: "summary#daily"
  end
  root to: "dashboard#show"
end
scope "/v1", module: "api", as: "v1" do
  resources :users, only: :show
  root "home#index"
end
scope ":locale", locale: /en|nl/ do
  resources :pages, only: :show
end
scope "(:locale)" do
  get "about", to: "pages#about"
end
resources :posts, only: [] do
  namespace :admin do
    resources :comments, only: :index
  end
  root to: "posts#root"
  scope module: :v2 do
    resources :likes, only: :index
  end
end
root "main#home"
