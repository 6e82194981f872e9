scope to: "posts#index" do
  get "a"
  get "b", as: "bee"
end
