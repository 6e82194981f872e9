Rails.application.routes.draw do
  devise_for :users, only: [:passwords, :confirmations]
end
