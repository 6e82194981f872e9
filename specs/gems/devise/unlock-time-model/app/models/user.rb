class User < ApplicationRecord
  devise :database_authenticatable, :lockable, unlock_strategy: :time
end
