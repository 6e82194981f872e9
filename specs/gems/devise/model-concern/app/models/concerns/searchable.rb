module Searchable
  extend ActiveSupport::Concern
end
