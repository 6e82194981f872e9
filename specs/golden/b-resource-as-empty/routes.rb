resource :profile, as: ""
