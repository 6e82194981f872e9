get "e/:id", to: "x#e", foo: "bar", id: "1"
