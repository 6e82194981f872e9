resources :media
resources :criteria, only: [:show]
resources :octopi, only: [:index, :show]
