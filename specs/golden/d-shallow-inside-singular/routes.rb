resource :account, shallow: true do
  resources :invoices do
    resources :lines, only: [:index, :show]
  end
end
