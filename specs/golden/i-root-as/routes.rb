root "pages#main", as: "home"
