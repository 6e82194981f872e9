get "d/:a-:b", to: "x#d"
get "e/:name.:ext", to: "x#e", format: false
get "star-trek(-tng)/:episode", to: "x#st"
