# An :action segment with a requirement gets no "index" default; generating without an action
# implies "index" (the route names a controller), which the requirement then refuses.
namespace :account do
  get ":action/callback", action: /twitter|github/, controller: "callbacks", as: :callback
end
get "reports(/:action)", controller: "reports", action: /daily|weekly/, as: :reports
