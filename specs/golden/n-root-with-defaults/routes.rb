root "pages#show", defaults: { page: "home" }
