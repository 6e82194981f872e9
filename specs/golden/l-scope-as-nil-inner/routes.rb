scope as: "a" do
  scope as: nil do
    get "x", to: "b#c"
  end
end
