namespace :admin do
  resources :posts, only: :index
  namespace :reports, path: "r", as: "rep", module: "rpt" do
    get "daily", to: "summary#daily"
  end
  root to: "dashboard#show"
end
