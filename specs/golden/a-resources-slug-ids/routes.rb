resources :articles, id: /[^\/]+/
