controller :photos do
  get :recent
  post :bulk, as: "bulk_photos"
end
