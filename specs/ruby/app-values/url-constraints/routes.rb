# A URL option given as a constraint is a default too, when it is a String (Rails' Mapping and
# scope copy it): one from the application's configuration is listed under its expression. An
# object the application makes, mounted, is named by its call, its arguments as Ruby writes them.
# The definitions stand for the application (routecraft skips them): its settings are Strings
# that inspect as the expression that gives them; its Rack app inspects as the call that made it.
class AppText < String
  def initialize(text) = super(text)
  def inspect = to_s
end
module Settings
  def self.status_host = AppText.new("Settings.status_host")
  def self.admin_subdomain = AppText.new("Settings.admin_subdomain")
end
class StatusApp
  def initialize(name) = @name = name
  def call(env) = [200, {}, []]
  def inspect = "StatusApp.new(#{@name.inspect})"
end

constraints host: Settings.status_host do
  get "/status", to: "status#show"
end
scope constraints: { subdomain: Settings.admin_subdomain } do
  get "/admin", to: "admin#index"
end
get "/ping", to: "ping#show", constraints: { host: Settings.status_host, port: 8080 }
mount StatusApp.new("api"), at: "/health"
