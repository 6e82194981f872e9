# Option redirects keep every option in the endpoint text, hashes inspected as Ruby does.
get "stores/:name", to: redirect(subdomain: "stores", path: "/%{name}", status: 302)
get "plain", to: redirect(subdomain: false, port: nil)
get "legacy", to: redirect(params: { a: 1, "b" => [:c, nil] })
get "old/:id", to: redirect("/new/%{id}")
