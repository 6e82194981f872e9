get "deep", to: "x#deep"
