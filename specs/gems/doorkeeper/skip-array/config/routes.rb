Rails.application.routes.draw do
  use_doorkeeper do
    skip_controllers [:applications]
  end
end
