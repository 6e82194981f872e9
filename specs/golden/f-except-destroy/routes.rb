resources :posts, except: :destroy
