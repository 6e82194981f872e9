Devise.setup do |config|
  # config.unlock_strategy = :both
  config.unlock_strategy = :time
end
