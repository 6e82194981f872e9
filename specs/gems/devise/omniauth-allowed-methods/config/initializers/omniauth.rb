OmniAuth.config.allowed_request_methods = [:get, :post]
