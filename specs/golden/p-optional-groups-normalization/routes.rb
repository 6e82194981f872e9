scope "(groups)" do
  scope "(discussions)" do
    resources :messages, only: :index
  end
end
