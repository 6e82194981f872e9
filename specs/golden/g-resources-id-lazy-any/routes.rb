resources :users, id: /.+?/
get "files/*path", to: "files#show", constraints: { path: /.+?/m }
get "lazy/:id", to: "x#y", id: /.+?/i
