Doorkeeper.configure do
  orm :active_record
  allow_token_introspection false
end
