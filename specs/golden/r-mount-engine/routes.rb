# Engines whose routes are not known are listed as Rack apps.
mount Forum::Engine => "/forum"
mount Shop::Core::Engine, at: "/"
mount Forum::Engine, at: "/community", as: :community
scope "/admin" do
  mount Shop::Core::Engine => "/shop", as: "admin_shop"
end
get "home", to: "pages#home"
