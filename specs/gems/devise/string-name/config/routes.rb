Rails.application.routes.draw do
  devise_for "users", path_prefix: "my"
end
