get "w", to: "x#w", constraints: { id: /^\d+/ }
