Rails.application.routes.draw do
  namespace :api do
    use_doorkeeper
  end
end
