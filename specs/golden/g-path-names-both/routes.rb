resources :photos, path_names: { new: "build", edit: "change" }
resource :profile, path_names: { new: "build", edit: "change" }
