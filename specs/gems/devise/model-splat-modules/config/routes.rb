Rails.application.routes.draw do
  devise_for :users, controllers: { sessions: "sessions" }
  devise_for :admins
end
