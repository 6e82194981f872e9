resources_path_names new: "nuevo", edit: "editar"
resources :photos
