Rails.application.routes.draw do
  use_doorkeeper scope: :auth
end
