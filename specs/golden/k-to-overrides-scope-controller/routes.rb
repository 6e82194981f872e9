controller :photos do
  get "a", to: "pictures#a"
end
