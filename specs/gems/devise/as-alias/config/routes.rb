Rails.application.routes.draw do
  devise_for :users
  as :user do
    get "users/profile", to: "users/registrations#show", as: :user_profile
  end
end
