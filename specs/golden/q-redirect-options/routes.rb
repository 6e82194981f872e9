get "opt", to: redirect(path: "/p", host: "x.com", status: 307)
get "sub", to: redirect(subdomain: "www")
