get "a", to: "x#a", as: nil
get "b", to: "x#b", as: false
get "c", to: "x#c"
