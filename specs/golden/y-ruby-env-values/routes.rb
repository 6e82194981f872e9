# ENV values, as `--set NAME=VALUE` gives them (see `environment`).
if ENV["ADMIN_ENABLED"] == "true"
  namespace :admin do
    resources :reports, only: :index
  end
end

get "beta", to: "beta#index" if ENV.fetch("BETA", "off") == "on"
get "gamma", to: "gamma#index" if ENV.fetch("GAMMA", "off") == "on"
get "missing", to: "pages#missing" if ENV["NOT_SET"]
get "present", to: "pages#present" unless ENV["NOT_SET"].nil?
get "keyed", to: "pages#keyed" if ENV.key?("ADMIN_ENABLED")
