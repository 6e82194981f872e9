resources :photos, only: [:index, :show], locale: "en", id: /\d+/
