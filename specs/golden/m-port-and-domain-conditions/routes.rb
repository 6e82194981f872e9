get "p", to: "x#p", constraints: { port: 8080, domain: "example.com", protocol: "https" }
