resources :posts, except: [:new, :edit, :destroy]
