Doorkeeper.configure do
  orm :active_record
  allow_token_introspection do |token, client, resource|
    true
  end
end
