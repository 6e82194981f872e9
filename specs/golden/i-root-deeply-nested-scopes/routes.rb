namespace :admin do
  scope "reports", as: "reports" do
    namespace :daily do
      root "summary#show"
    end
  end
end
