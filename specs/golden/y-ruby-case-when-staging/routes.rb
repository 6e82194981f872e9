# case/when drawn in staging (RAILS_ENV=staging, DEPLOY=edge: see `environment`).
case Rails.env
when "production", "staging"
  get "status", to: "health#show"
when "development"
  get "debug", to: "debug#index"
end

case ENV["DEPLOY"]
when nil then get "local", to: "pages#local"
when /\Aed/, "canary"
  get "edge", to: "pages#edge"
end

case Rails.env.to_sym
when :production
  resources :metrics, only: :index
else
  namespace :preview do
    get "banner", to: "banners#show"
  end
end
