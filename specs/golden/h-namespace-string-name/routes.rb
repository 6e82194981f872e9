namespace "admin" do
  get "stats", to: "stats#index"
end
