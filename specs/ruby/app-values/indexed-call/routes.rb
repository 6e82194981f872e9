# Values indexed out of a call on an application object (`PluginRoutes.system_info["root"]`,
# `Settings.hosts[:api]`): the module stands for the application, so Rails draws the routes;
# routecraft, which skips its definition, draws the same routes and names each value by its
# expression.
module Settings
  def self.urls = { "help" => "https://help.example.com" }
  def self.hosts = { api: "api.example.com" }
  def self.formats = [/json|xml/]
  def self.defaults = { "locale" => "en" }
end

get "/help", to: redirect(Settings.urls["help"])
get "/api/status", to: "status#show", constraints: { host: Settings.hosts[:api] }
get "/export/:kind", to: "exports#show", kind: Settings.formats[0]
get "/pages/:id", to: "pages#show", defaults: { locale: Settings.defaults["locale"] }
get "/team", to: "pages#team"
