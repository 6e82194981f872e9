get "people", to: "person#index"
resources :person, only: :index
