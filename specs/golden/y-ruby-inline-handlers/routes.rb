# Lambda and proc endpoints: Rails lists each as an inline handler, whatever its source.
get "health", to: ->(env) { [200, {}, ["ok"]] }
get "/favicon.ico", to: proc { [204, {}, []] }
get "v", to: lambda { |env| [200, {}, []] }
get "w", to: Proc.new { |env| [200, {}, []] }
get :health_check, to: proc { |env| [200, {}, ["OK"]] }
