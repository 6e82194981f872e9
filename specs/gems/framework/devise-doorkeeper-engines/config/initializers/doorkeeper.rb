Doorkeeper.configure do
  orm :active_record
end
