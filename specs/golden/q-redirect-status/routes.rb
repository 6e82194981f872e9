get "moved", to: redirect("/new", status: 302)
get "temp", to: redirect("/t", status: 307)
