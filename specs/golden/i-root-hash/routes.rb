root to: "pages#main"
