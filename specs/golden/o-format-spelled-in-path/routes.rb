get "k.:format", to: "x#k"
get "l(.:format)", to: "x#l"
get "m.json", to: "x#m"
