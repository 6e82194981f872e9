get "docs/*path", to: "docs#show"
get "docs/:section/:page", to: "docs#page"
get "files/*path", to: "files#pdf", constraints: { path: /.*\.pdf/ }, format: false
get "files/:name", to: "files#show"
get "assets/*path", to: "assets#show", format: false
get "assets/:name.:ext", to: "assets#typed"
get "*anything", to: "errors#not_found"
get "status", to: "status#show"
