Rails.application.routes.draw do
  use_doorkeeper do
    controllers tokens: "first/tokens"
    controllers authorized_applications: "mine/authorized"
  end
end
