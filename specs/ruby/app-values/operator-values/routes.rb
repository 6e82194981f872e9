# A value joined to another by an operator where Rails takes any object: a host condition from two
# settings, a requirement from a constant and a literal, a default from a setting, a URL option
# that is the application's setting when it has one (`||`). The modules stand for the application
# (routecraft skips their definitions); the routes exist whatever the values are.
module Settings
  def self.find_hosts = ["find.example.com"]
  def self.publish_hosts = ["publish.example.com"]
  def self.page_size = 25
  def self.help_host = "support.example.com"
end
module Site
  PAGES = %w[about team]
end

constraints host: Settings.find_hosts + Settings.publish_hosts do
  get "search", to: "search#index"
end
get "pages/:page", to: "pages#show", page: Regexp.union(Site::PAGES + ["help"])
get "tags/:tag", to: "tags#show", constraints: { tag: Regexp.new(Site::PAGES.join("|") + "|misc") }
get "feed", to: "feed#index", defaults: { limit: Settings.page_size * 2 + 5 }
get "help", to: "help#index", host: Settings.help_host || "help.example.com"
get "team", to: "pages#team"
