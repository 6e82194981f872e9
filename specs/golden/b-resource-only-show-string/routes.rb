resource :profile, only: "show"
