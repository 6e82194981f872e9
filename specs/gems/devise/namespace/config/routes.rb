Rails.application.routes.draw do
  namespace :admin do
    devise_for :admins, controllers: { sessions: "admin/sessions" }
  end
end
