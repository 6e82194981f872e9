resources :users
resource :profile, except: [:index]
