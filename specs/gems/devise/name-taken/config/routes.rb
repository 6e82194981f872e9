Rails.application.routes.draw do
  get "users/sign_in", to: "sessions#new", as: :new_user_session
  devise_for :users
end
