get "a", to: "x#a", as: "dup"
get "b", to: "x#b", as: "dup"
