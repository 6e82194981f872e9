Rails.application.routes.draw do
  use_doorkeeper scope: ""
end
