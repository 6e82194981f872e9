Devise.setup do |config|
  config.omniauth_path_prefix = "/sso"
end
