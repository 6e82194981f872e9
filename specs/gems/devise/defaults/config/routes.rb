Rails.application.routes.draw do
  devise_for :users, defaults: { locale: "en" }
end
