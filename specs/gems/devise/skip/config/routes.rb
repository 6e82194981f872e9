Rails.application.routes.draw do
  devise_for :users, skip: [:sessions, :registrations]
end
