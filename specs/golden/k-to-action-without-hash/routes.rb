controller :photos do
  get "foo", to: "bar"
end
