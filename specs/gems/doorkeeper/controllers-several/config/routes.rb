Rails.application.routes.draw do
  use_doorkeeper do
    controllers authorizations: "custom/authorizations", tokens: "custom/tokens", token_info: "custom/token_info"
  end
end
