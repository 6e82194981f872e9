scope "(:locale)" do
  get "about", to: "pages#about"
end
