module Authentication
  extend ActiveSupport::Concern

  included do
    devise :database_authenticatable, :recoverable,
           :confirmable, :lockable
  end
end
