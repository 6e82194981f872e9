Devise.setup do |config|
  config.omniauth :github, ENV["GITHUB_ID"], ENV["GITHUB_SECRET"], scope: "user:email"
  config.omniauth :google_oauth2, "id", "secret", name: "google"
end
