get "hidden", to: "x#hidden", internal: true
