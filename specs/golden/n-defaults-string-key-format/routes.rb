# A format default given with a String key: listed as a String, and recognised as a format.
get "report", to: "reports#show", defaults: { "format" => "json" }
namespace :api, defaults: { "format" => :json } do
  resources :users, only: :show
end
