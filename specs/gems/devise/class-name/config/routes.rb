Rails.application.routes.draw do
  devise_for :members, class_name: "Account"
end
