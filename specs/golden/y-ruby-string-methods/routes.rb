# Ruby's String methods on known values, and safe navigation (`&.`): nil when the receiver is nil
# (one call only: the next is called on nil).
get "connect", to: redirect("https://example.org/#{ENV['DEFAULT_COUNTRY_CODE']&.downcase}/connect/")
get "learn", to: redirect("https://example.org/#{ENV['REGION']&.downcase}/learn/")
get "area/#{ENV.fetch('SECTION', ' Docs_Area ').strip.downcase.dasherize}", to: "docs#index", as: :area
get "hello/#{'hello_world'.capitalize}/#{'a-b-c'.sub('-', '_').gsub('-', '+')}", to: "pages#hello", as: :hello
get "nil/#{ENV['NONE']&.downcase.nil?}", to: "pages#nil", as: :nil_check
get "chomp/#{"line\n".chomp.upcase.swapcase}#{'  x'.lstrip}#{'y  '.rstrip}", to: "pages#chomp", as: :chomp
