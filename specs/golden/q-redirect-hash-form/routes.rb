get "legacy" => redirect("/modern")
get "docs/:id" => redirect("/documents/%{id}")
