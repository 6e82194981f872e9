Rails.application.routes.draw do
  use_doorkeeper do
    controllers "tokens" => "custom/tokens"
  end
end
