# Values built by a chain of calls with arguments on an application object
# (`Locale.codes.join("|")`, `Fed.config.path("x")`, `URI.parse(Settings.find_url).host`, calls
# continued on the next line): the modules stand for the application, so Rails draws the routes;
# routecraft, which skips their definitions, draws the same routes and names each value by its
# expression.
module Locale
  def self.codes = %w[en fr]
end
module Fed
  Config = Struct.new(:root) do
    def path(name) = "/#{root}/#{name}"
  end
  def self.config = Config.new("fed")
end
module Settings
  def self.find_url = "https://find.example.com/start"
  def self.status_hosts = %w[status.example.com]
  def self.admin_subdomain = "admin"
end

get "/docs(/:locale)", to: "docs#index", constraints: { locale: Regexp.new(Locale.codes.join("|")) }
get "/fed", to: redirect(Fed.config.path("x"))
namespace :find, path: "/", defaults: { host: URI.parse(Settings.find_url).host } do
  resources :courses, only: :index
end
constraints host: Settings.status_hosts
                          .first do
  get "/status", to: "status#show"
end
constraints subdomain: Settings
                         .admin_subdomain do
  get "/admin", to: "admin#index"
end
get "/team", to: "pages#team"
