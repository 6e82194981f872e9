scope format: false do
  get "a", to: "x#a", format: nil
  get "b", to: "x#b"
end
