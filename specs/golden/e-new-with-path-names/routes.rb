resources :photos, only: :new, path_names: { new: "nuevo" } do
  get :draft, on: :new
end
