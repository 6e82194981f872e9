resources :posts, only: [:index, :show, :edit], except: :edit
