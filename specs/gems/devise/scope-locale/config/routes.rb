Rails.application.routes.draw do
  scope "(:locale)", locale: /en|fr/ do
    devise_for :users
  end
end
