scope "(:locale)" do
  scope "(:platform)" do
    scope "(:browser)" do
      root "home#index"
    end
  end
end
