get "g", to: "v#g"
options "o", to: "v#o"
