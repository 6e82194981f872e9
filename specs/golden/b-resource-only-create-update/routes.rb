resource :profile, only: [:create, :update]
