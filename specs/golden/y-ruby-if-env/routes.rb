# Conditions on the Rails environment: development, as `bin/rails routes` runs by default.
resources :posts, only: [:index, :show]

if Rails.env.development?
  mount MountedRackApp, at: "/letter_opener"
  get "styleguide", to: "pages#styleguide"
elsif Rails.env.production?
  get "status", to: "health#show"
else
  get "fallback", to: "pages#fallback"
end

unless Rails.env.production?
  namespace :dev do
    resources :emails, only: :index
  end
end

if Rails.env.test? then get "test_only", to: "pages#test" end

if Rails.env == "development" && !Rails.env.staging?
  root "posts#index"
end

# Rails 7.1+: local? is development or test.
get "local_tools", to: "pages#local" if Rails.env.local?
