get "files/:name", to: "files#show", name: /[a-z]+/
get "files/:id", to: "files#legacy", id: /\d+|latest/
get "users/:id", to: "users#show", format: false
get "users/export.csv", to: "users#export"
get "items/:code", to: "items#show", code: /[A-Z]{2}\d+/
get "items/:id", to: "items#legacy", id: /[A-Z]{2}[0-9]+/
get "teams/:id", to: "teams#show", id: /\d+/
get "teams/:slug", to: "teams#by_slug"
