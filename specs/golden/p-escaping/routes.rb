get "with space", to: "x#a"
get "50%", to: "x#b"
get "a|b", to: "x#c"
get "café", to: "x#d"
