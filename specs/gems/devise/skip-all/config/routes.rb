Rails.application.routes.draw do
  devise_for :users, skip: :all
  get "home", to: "home#show"
end
