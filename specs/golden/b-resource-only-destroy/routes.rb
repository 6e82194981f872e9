resource :account, only: :destroy
