get "u/:id", to: "x#u", id: /[a-z]+/i
get "v/:id", to: "x#v", constraints: { id: /\d+ # digits/x }
