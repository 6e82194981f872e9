namespace :admin, as: nil do
  get "c", to: "x#c"
  resources :posts, only: :index
end
