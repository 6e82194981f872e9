resources :reports, only: :index
get "stats", to: "stats#show"
