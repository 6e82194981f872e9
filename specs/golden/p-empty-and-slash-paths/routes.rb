get "", to: "x#empty"
get "/", to: "x#slash", as: "slash"
