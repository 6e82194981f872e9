namespace :admin do
  resources :posts
end
