scope "admin", "v1" do
  get "a", to: "x#a"
end
