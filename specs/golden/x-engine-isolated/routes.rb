# An isolated engine's routes file: every controller is in the engine's module.
Blog::Engine.routes.draw do
  root to: "posts#index"
  resources :posts, only: [:index, :show] do
    resources :comments, only: :create
  end
  namespace :admin do
    resources :posts, only: :index
  end
  get "changes", controller: "/paper_trail_manager/changes", action: "index"
  scope module: "feeds" do
    get "feed", to: "atom#show"
  end
end
