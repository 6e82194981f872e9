get "photos/search", to: "photos#search"
get "j/", to: "x#j"
