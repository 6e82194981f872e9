# A braced Hash beside keywords: Rails main merges it in. The verb helpers let the Hash win;
# `match` and `mount` let it win for as/anchor/format, `namespace` for its own keywords, and every
# method for keys that are not its own keywords.
get "a", { to: "a#hash", as: "from_hash", defaults: { x: "1" } }, to: "a#keyword", as: "from_keyword", defaults: { y: "2" }
namespace :users, { path: "hash_path", module: "hm" }, path: "kw_path", module: "km" do
  root to: "home#index"
end
resources :photos, { only: :index, path: "hash_pics", controller: "hc" }, path: "kw_pics", only: [:show, :index], controller: "kc"
scope "s", { as: "hash_as", module: "hm" }, as: "kw_as", except: :destroy do
  resources :things
end
match "m", { as: "m_hash", anchor: false, format: false }, via: :get, to: "m#kw", as: "m_kw", anchor: true
mount MountedRackApp, { as: "hash_app", at: "/hash" }, as: "kw_app"
