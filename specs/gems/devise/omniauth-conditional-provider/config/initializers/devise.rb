Devise.setup do |config|
  config.mailer_sender = "please-change-me@example.com"
  config.omniauth :github, "id", "secret"
  # A provider configured only where the deployment gives its credentials.
  if ENV["ROUTECRAFT_TWITTER_KEY"].present?
    config.omniauth :twitter, ENV["ROUTECRAFT_TWITTER_KEY"], "secret"
  end
end
