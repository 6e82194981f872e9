# ENV.fetch where a route takes a value (a path, a name, a scope's path, a default), as the
# deployment sets it with `--set NAME=VALUE` (see `environment`) or the file's default when unset.
namespace :admin, path: ENV.fetch("ADMIN_PATH", nil) do
  resources :reports, only: :index
end
namespace :api, path: ENV.fetch("API_PATH", "/") do
  resources :tokens, only: :index
end
scope path: ENV.fetch("SHOP_PATH", "store") do
  get "cart", to: "carts#show"
end
get ENV.fetch("STATUS_PATH", "status"), to: "status#show"
get "feed", to: "feed#index", as: ENV.fetch("FEED_NAME", "news"), defaults: { limit: ENV.fetch("FEED_LIMIT", "20") }
get "beta", to: "beta#index" if ENV.key?("SHOP_PATH")
