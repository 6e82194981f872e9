resource :profile, as: "me", path: "my-profile", only: [:show, :edit]
