scope "admin", module: "admin", as: "admin", constraints: { id: /\d+/ }, defaults: { tag: "x" } do
  resources :posts, only: [:index, :show]
end
