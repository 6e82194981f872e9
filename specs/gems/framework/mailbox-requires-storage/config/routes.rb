Rails.application.routes.draw do
  resources :inboxes
end
