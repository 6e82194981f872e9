root "pages#main", via: [:get, :post]
