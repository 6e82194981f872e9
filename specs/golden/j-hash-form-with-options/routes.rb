get "photos/search" => "photos#search", as: "find", constraints: { q: /\w+/ }
post "upload" => "uploads#create", defaults: { format: "json" }
match "legacy" => "legacy#handle", via: [:get, :post]
