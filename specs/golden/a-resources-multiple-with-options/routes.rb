resources :messages, :comments, only: [:index, :show], path_names: { new: "nuevo" }
