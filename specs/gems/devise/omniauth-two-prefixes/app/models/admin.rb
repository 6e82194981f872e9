class Admin < ApplicationRecord
  devise :database_authenticatable, :omniauthable, omniauth_providers: [:github]
end
