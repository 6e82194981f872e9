scope format: true do
  get "t", to: "x#t"
end
