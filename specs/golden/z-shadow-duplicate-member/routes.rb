resources :photos, only: [:show, :update]
get "photos/:id", to: "photos#show"
get "photos/:id", to: "photos#preview", as: :preview_photo
get "photos/:id/preview", to: "photos#preview"
