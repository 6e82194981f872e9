# Drawn by `draw :admin` from config/routes.rb.
namespace :admin do
  root to: "dashboard#show"
  resources :posts, except: :show
  resources :users do
    member do
      patch :ban
    end
  end
end
