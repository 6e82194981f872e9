Doorkeeper.configure do
  orm :active_record
  use_url_path_for_native_authorization
end
