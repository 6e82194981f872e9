scope "es" do
  resources_path_names new: "crear"
  resources :products, only: [:new, :edit]
end
