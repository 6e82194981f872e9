scope omg: :awesome do
  get "/", to: "posts#index", as: :main
end
