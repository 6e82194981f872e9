resources :photos, path: :fotos, only: [:index, :show]
