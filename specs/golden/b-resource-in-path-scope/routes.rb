scope "admin" do
  resource :account
end
