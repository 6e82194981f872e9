resource :account, :session
