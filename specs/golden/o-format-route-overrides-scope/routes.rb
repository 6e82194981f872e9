scope format: false do
  get "a", to: "x#a", format: true
  get "b", to: "x#b", format: "xml"
end
