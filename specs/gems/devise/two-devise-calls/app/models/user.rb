class User < ApplicationRecord
  devise :lockable
  devise :registerable, :database_authenticatable
end
