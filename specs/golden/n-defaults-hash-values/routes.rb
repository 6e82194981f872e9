# Extra options whose values are hashes become defaults holding the Hash, inspected as Ruby does.
get "search", to: "search#index", filters: { state: "open", "tags" => [:a, nil], nested: { depth: 2 } }
scope defaults: { paging: { per: 20 } } do
  resources :reports, only: :index
end
