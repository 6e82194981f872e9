scope module: "api", as: "v2", path: "v2" do
  resource :profile, only: [:show, :update], controller: "me"
end
