scope controller: "c", action: "a" do
  get "scoped"
end
