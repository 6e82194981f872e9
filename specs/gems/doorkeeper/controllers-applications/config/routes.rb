Rails.application.routes.draw do
  use_doorkeeper do
    controllers applications: "oauth/applications"
  end
end
