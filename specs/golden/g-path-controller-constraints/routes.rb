resources :photos, path: "fotos", controller: "images", constraints: { id: /[A-Z][A-Z][0-9]+/ }, only: [:show, :update]
