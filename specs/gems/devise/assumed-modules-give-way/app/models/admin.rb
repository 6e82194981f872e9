class Admin < ApplicationRecord
  devise(*%i[registerable recoverable rememberable validatable])
end
