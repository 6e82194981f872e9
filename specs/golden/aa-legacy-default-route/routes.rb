resources :photos, only: :index
get ":controller(/:action(/:id))"
