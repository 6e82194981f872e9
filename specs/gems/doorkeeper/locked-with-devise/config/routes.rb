Rails.application.routes.draw do
  devise_for :users
  use_doorkeeper do
    controllers applications: "oauth/applications"
  end
  root "home#index"
end
