class User < ApplicationRecord
  # Computed modules: routecraft cannot read them and assumes the generated ones.
  MODULES = %i[registerable recoverable rememberable validatable].freeze
  devise(*MODULES)
end
