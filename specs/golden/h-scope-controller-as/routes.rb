scope controller: :photos, as: "ph" do
  get :list
end
