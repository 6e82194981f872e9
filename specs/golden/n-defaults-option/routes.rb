get "a", to: "x#a", defaults: { page: "1" }
get "b(/:page)", to: "x#b", defaults: { page: 1 }
