resource :news
resource :preferences, only: :show
