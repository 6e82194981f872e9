scope "admin", "v1" do get "a", to: "x#a" end
scope path: "/p//q/" do get "b", to: "x#b" end
namespace :admin, as: nil do get "c", to: "x#c" end
namespace :admin2, path: nil do get "d", to: "x#d" end
controller :photos do
  get :index
  get "show/:id", action: :show
end
scope controller: :photos, as: "ph" do get :list end
defaults format: :json do get "f", to: "x#f" end
