scope path: "/p//q/" do
  get "b", to: "x#b"
end
