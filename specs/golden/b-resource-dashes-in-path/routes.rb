resource :my_profile, path: "my-profile", only: [:show, :edit]
