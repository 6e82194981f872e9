mount ApiApp, at: "/api", via: :post
