class User < ApplicationRecord
  # The modules a generated model has, and OmniAuth's, given by a constant of the model.
  MODULES = %i[database_authenticatable registerable recoverable rememberable validatable omniauthable].freeze
  devise(*MODULES)
end
