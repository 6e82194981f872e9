scope "(:locale)" do
  scope "(p/:platform)" do
    scope "(b/:browser)" do
      root "home#index"
    end
  end
end
