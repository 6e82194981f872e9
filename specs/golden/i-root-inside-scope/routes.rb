scope "/v1", as: "v1" do
  root "home#index"
end
