get "raw/*path", to: "x#raw", format: false
