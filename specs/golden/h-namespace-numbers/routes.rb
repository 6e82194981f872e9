namespace :v1 do
  resources :things, only: :index
end
namespace :api2 do
  get "ping", to: "health#ping"
end
