# A constant assigned once (`X = value unless defined?(X)`: a reload of the file leaves it as the
# first load set it), then read by the routes; a constant the file has assigned is `defined?`.
VERSION_PATTERN = /latest|([0-9_\-\.]+)/ unless defined?(VERSION_PATTERN)
get "cookbooks/:cookbook/versions/:version" => "cookbook_versions#show", as: :cookbook_version, constraints: { version: VERSION_PATTERN }
get "legacy" => "pages#legacy" if defined?(VERSION_PATTERN)
get "never" => "pages#never" unless defined?(VERSION_PATTERN)
PAGE_SLUG = /[a-z]+/ if true
get "pages/:slug" => "pages#show", slug: PAGE_SLUG
