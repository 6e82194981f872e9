resources :projects, only: :index do
  mount ApiApp, at: "/api"
end
