namespace :admin2, path: nil do
  get "d", to: "x#d"
end
