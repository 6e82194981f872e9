Rails.application.routes.draw do
  use_doorkeeper do
    skip_controllers :applications
    skip_controllers :tokens
  end
end
