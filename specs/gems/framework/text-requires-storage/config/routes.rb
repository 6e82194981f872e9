Rails.application.routes.draw do
  resources :notes
end
