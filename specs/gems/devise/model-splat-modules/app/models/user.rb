class User < ApplicationRecord
  devise *[
    :database_authenticatable,
    :recoverable,
    :rememberable,
    :confirmable,
    :lockable,
    :trackable,
    :timeoutable
  ]
end
