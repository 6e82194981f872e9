Rails.application.routes.draw do
  use_doorkeeper
end
