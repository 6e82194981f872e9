scope "pagemark", controller: "pagemarks", as: :pagemark do
  get :new, path: "build"
  post :create, as: ""
  put :update
  get :remove, action: :destroy
end
