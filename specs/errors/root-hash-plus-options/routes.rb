resources :photos
root({ to: "pages#main" }, { as: "home" })
