Rails.application.routes.draw do
  scope format: false do
    devise_for :users, only: :sessions
  end
  devise_for :admins, format: false, only: :passwords
end
