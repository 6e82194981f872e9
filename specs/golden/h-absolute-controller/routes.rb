scope module: "admin" do
  get "yy", controller: "/c", action: "a"
  get "zz", to: "/d#b"
  get "ww", controller: "e", action: "f"
end
