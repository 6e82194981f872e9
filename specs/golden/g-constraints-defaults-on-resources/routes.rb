resources :p, constraints: { format: :json }, only: :index
resources :q, defaults: { format: :json }, only: :index
