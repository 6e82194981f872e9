resources :photos, only: [] do
  get "preview", on: :member
  get "search", on: :collection
  get "draft", on: :new
end
