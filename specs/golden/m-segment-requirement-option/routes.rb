get "m/:id", to: "x#m", id: /\d+/, foo: "bar"
