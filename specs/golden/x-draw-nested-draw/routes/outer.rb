get "outer", to: "x#outer"
draw "inner/deep"
