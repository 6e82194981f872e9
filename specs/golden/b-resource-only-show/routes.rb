resource :profile, only: :show
