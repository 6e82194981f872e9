class User < ApplicationRecord
  devise :database_authenticatable, :confirmable
end
