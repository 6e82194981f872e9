Rails.application.routes.draw do
  scope constraints: { subdomain: "www" }, defaults: { format: "html" } do
    devise_for :users, defaults: { locale: "en" }
  end
end
