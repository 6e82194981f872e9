scope "admin", as: "admin" do
  get "stats", to: "stats#show"
  get "report", to: "stats#report", as: "rep"
end
