# Modifiers, ternary-free boolean logic and the methods of Rails.env and literals.
get "a", to: "pages#a" if Rails.env.development?
get "b", to: "pages#b" unless Rails.env.development?
get "c", to: "pages#c" if Rails.env.in?(%w[development staging])
get "d", to: "pages#d" if not Rails.env.production? and Rails.env.to_s == "development"
get "e", to: "pages#e" if Rails.env.production? or Rails.env.to_sym == :development
get "f", to: "pages#f" if !(Rails.env.test? || Rails.env.production?)
get "g", to: "pages#g" if true && nil
get "h", to: "pages#h" unless false
resources :photos, only: :index do
  get :preview, on: :member if Rails.env.development?
  collection do
    get :search unless Rails.env.production?
  end
end
namespace :admin do
  resources :users, only: :index
end if Rails.env.development?
