Rails.application.routes.draw do
  use_doorkeeper do
    as authorizations: :auth, tokens: :access_token, token_info: :info
  end
end
