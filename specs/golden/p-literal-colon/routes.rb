get "/sort::sort", to: "x#sort"
