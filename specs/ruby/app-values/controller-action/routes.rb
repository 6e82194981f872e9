# A controller or an action given as the application's value. The modules stand for the
# application (routecraft skips their definitions, and names each value `#{expression}`).
module Dashboards
  ROOT = "dashboards"
end
module Pages
  def self.default_action = "home"
end

root controller: Dashboards::ROOT, action: :index
get "start", controller: "pages", action: Pages.default_action
namespace :admin do
  get "panel", controller: Dashboards::ROOT, action: :panel
end
