scope "posts", as: "posts" do
  resources :comments, as: ""
end
