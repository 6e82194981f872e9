connect "live", to: "live#index"
connect "cable/:id", to: "cable#connect", as: :cable
query "search", to: "search#query"
query "items/:id", to: "items#query", format: true
match "q", to: "q#q", via: [:get, :query]
match "c", to: "c#c", via: :connect
resources :photos do
  query :search, on: :collection
  connect :stream, on: :member
end
