# Flags read from ENV through ActiveModel's boolean type, as Rails applications read them.
if ActiveModel::Type::Boolean.new.cast(ENV.fetch("API_ONLY_SERVER", false))
  get "status", to: "api#status"
else
  root to: "home#index"
  resources :posts, only: [:index, :show]
end
get "beta", to: "beta#show" if ActiveModel::Type::Boolean.new.serialize(ENV["BETA"])
get "legacy", to: "legacy#show" unless ActiveModel::Type::Boolean.new.cast(ENV["LEGACY_OFF"])
get "empty", to: "empty#show" if ActiveModel::Type::Boolean.new.cast(ENV["EMPTY"]).nil?
