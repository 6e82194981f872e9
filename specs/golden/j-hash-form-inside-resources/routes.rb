resources :photos, only: [] do
  get "stats" => "photos#stats", on: :collection
  get "preview" => :preview, on: :member
end
