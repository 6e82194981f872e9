Rails.application.routes.draw do
  devise_for :admins, singular: :manager
end
