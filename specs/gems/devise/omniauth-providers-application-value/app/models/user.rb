class User < ApplicationRecord
  devise :database_authenticatable, :omniauthable, omniauth_providers: Devise.omniauth_configs.keys
end
