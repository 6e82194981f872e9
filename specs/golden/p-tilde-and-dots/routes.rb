get "~user", to: "x#tilde"
get "a.b/c", to: "x#dots"
get "v1.0/status", to: "x#status"
