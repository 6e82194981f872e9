scope :api do
  resources :users, only: :index
end
