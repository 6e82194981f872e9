get "files/*path", to: "x#files"
get "a/*rest/edit", to: "x#edit"
get "opt(/*tail)", to: "x#opt"
