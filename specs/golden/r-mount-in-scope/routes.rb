scope "tools", as: "tools" do
  mount AdminApp::Web, at: "/sidekiq"
end
