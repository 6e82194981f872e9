class User < ApplicationRecord
  include Authentication
  include Searchable
end
