get "old", to: redirect("/new")
