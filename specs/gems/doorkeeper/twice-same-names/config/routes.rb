Rails.application.routes.draw do
  use_doorkeeper
  use_doorkeeper scope: "oauth2"
end
