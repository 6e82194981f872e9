# `default_url_options` sets the route set's defaults for URL helpers (host, protocol); it draws no
# route, whatever its values (here a variable's, as apps give their configuration's).
mailer_host = { host: "www.example.com", protocol: "https" }
default_url_options mailer_host
default_url_options host: "www.gmail.com"
get "static/landing_page", to: "static#landing_page"
root "static#landing_page"
