class User < ApplicationRecord
  devise :confirmable, :registerable, :recoverable, :database_authenticatable # in any order
end
