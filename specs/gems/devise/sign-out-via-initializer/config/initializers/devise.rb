Devise.setup do |config|
  config.mailer_sender = "please-change-me@example.com"
  config.sign_out_via = :get
end
