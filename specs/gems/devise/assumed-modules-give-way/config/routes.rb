Rails.application.routes.draw do
  # The file signs admins in itself, before devise_for.
  get "admin/login", to: "admin/sessions#new", as: :new_admin_session
  devise_for :admins

  devise_for :users
  devise_scope :user do
    get "sign-in", to: "users/sessions#new", as: :new_user_session
    delete "sign-out", to: "users/sessions#destroy", as: :destroy_user_session
  end

  resources :posts, only: [:index, :show]
end
