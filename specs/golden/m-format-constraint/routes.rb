get "fc", to: "x#fc", constraints: { format: "json" }
get "fs", to: "x#fs", constraints: { format: :json }
