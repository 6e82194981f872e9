class Admin < ApplicationRecord
  devise :database_authenticatable, :lockable
end
