resource :profile
