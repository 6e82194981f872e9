scope "legacy", as: "legacy" do
  get "photos/:id", to: redirect("/photos/%{id}"), constraints: { id: /\d+/ }
end
