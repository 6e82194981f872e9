namespace :admin do
  get "x", action: :y
end
