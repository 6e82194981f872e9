controller :photos do
  get :foo, action: :bar
  get "baz", action: :qux
end
