resource :account, except: :destroy
