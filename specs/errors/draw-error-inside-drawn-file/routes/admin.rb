namespace :admin do
  resources :users
end
get "broken"
