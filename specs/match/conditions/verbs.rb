get "m", to: "m#m", constraints: { request_method: "GET" }
get "n", to: "n#n", constraints: { method: "GET" }
get "o", to: "o#o", constraints: { request_method: /HEAD/ }
match "p", to: "p#p", via: [:get, :post], constraints: { request_method: "POST" }
