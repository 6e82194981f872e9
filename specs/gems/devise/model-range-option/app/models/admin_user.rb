class AdminUser < ApplicationRecord
  devise :recoverable, :trackable, :timeoutable, :validatable,
         password_length: 8..128
  devise :database_authenticatable, timeout_in: 30...60
end
