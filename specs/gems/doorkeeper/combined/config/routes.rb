Rails.application.routes.draw do
  use_doorkeeper scope: "oauth2" do
    controllers applications: "admin/oauth_apps", tokens: "api/tokens"
    skip_controllers :authorized_applications
    as authorizations: :grant
  end
end
