scope "(:locale)" do
  root "home#index"
end
