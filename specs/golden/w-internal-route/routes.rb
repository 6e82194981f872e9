get "visible", to: "x#visible"
get "hidden", to: "x#hidden", internal: true
