resources :sheep
resources :news, only: [:index, :show]
resources :people, as: "folks", path: "humans", controller: "users", param: :slug,
                   path_names: { new: "nuevo", edit: "editar" }
