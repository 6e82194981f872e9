scope except: [:new, :edit] do
  resources :widgets
  resource :gadget
end
