Rails.application.routes.draw do
  devise_for :users, constraints: { subdomain: "auth" }
end
