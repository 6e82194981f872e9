get "a", to: "x#a", format: false
get "b", to: "x#b", format: true
get "c", to: "x#c", format: "json"
get "d", to: "x#d", format: /json|xml/
get "e", to: "x#e", defaults: { format: "json" }
get "f", to: "x#f", constraints: { format: "json" }
