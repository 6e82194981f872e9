controller :photos do
  get :index
  get "show/:id", action: :show
end
