get "x", to: "v2_things#index"
get "y", to: "admin/v2/things#show"
