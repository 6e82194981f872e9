Rails.application.routes.draw do
  use_doorkeeper do
    skip_controllers :token_info, :applications
  end
end
