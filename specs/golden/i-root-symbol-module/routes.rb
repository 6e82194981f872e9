scope module: :admin, path: "admin", as: "admin" do
  root "dashboard#index"
end
