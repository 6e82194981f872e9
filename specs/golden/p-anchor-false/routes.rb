get "prefix", to: "x#prefix", anchor: false
