get "account/:id", to: "accounts#show"
get "account(/:page)", to: "accounts#index"
