class Admin < ApplicationRecord
  devise :database_authenticatable, *%i[registerable omniauthable], omniauth_providers: [:github]
end
