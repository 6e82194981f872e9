resource :account do
  resource :avatar, only: [:show, :update]
end
