root "pages#main", defaults: { page: "home" }, constraints: { subdomain: "www" }
