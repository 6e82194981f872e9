resources :photos, only: [] do
  get "preview-photo", on: :member
  post "mark-as-read", on: :collection
end
