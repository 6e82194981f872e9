resources :posts, only: "show"
resources :photos, only: ["index", "new"]
