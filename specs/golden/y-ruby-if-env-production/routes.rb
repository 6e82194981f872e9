# The same kind of file drawn in production (RAILS_ENV=production, see `environment`).
if Rails.env.development? || Rails.env.test?
  get "debug", to: "debug#index"
elsif Rails.env.production?
  get "status", to: "health#show"
  if ENV["MAINTENANCE"] == "on"
    get "maintenance", to: "pages#maintenance"
  end
end

scope "(:locale)", locale: /en|fr/ do
  resources :articles, only: :index
  get "beta", to: "beta#index" unless Rails.env.production?
end

get "sidekiq", to: "admin#sidekiq" if %w[production staging].include?(Rails.env)

# Rails 7.1+: local? is development or test.
get "local_tools", to: "pages#local" if Rails.env.local?
