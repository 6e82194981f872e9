controller :pages do
  root action: :main
end
