root "pages#main"
