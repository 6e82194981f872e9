class Account < ApplicationRecord
  devise :database_authenticatable, :confirmable
end
