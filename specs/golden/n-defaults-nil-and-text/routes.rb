get "c", to: "x#c", defaults: { page: nil, text: "hello world" }
