scope "bookmark", controller: "bookmarks", as: :bookmark do
  get  :new, path: "build"
  post :create, path: "create", as: ""
  put  :update
  get  :remove, action: :destroy, as: :remove
end
