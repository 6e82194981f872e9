scope "a", as: "a", module: "m" do
  scope "b", as: "b", module: "n" do
    get "c", to: "x#c"
  end
end
