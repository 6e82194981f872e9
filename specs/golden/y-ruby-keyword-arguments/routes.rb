# Keyword arguments of a method call in an expression are one Hash argument, as Ruby passes them to
# a method without keyword parameters: `merge(path: "pics")`, with a label or an arrow, after the
# positional ones.
opts = { only: [:index, :show] }
DEFAULTS = { format: :json }

resources :photos, opts.merge(path: "pics")
resources :notes, only: opts.merge(only: [:index]).fetch(:only)
get "status", to: "status#show", defaults: DEFAULTS.merge(version: "1", :source => "api")
get "health", to: "status#health", constraints: { format: "json" }.merge(subdomain: "api")
