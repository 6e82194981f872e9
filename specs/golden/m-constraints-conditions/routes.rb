get "n/:id", to: "x#n", constraints: { id: /\d+/, ip: /127/, subdomain: "api", host: /example/ }
