# A redirect's target only the application knows. The modules stand for the application: they
# answer each value with the text of the expression that asks for it, so Rails' table names the
# target as routecraft, which skips their definitions, names the value it cannot know.
module SiteConfig
  def self.about_url = "SiteConfig.about_url"
  def self.docs_host = "SiteConfig.docs_host"
  def self.moved = Class.new { def to_s = "SiteConfig.moved"; def to_i = 301 }.new
end
module Redirectors
  class Lesson
    def call(_params, _request) = "/lessons"
  end
end
module Admin
  Configuration = Struct.new(:root_path)
  def self.configuration = Configuration.new("Admin.configuration.root_path")
end

get "/about", to: redirect(SiteConfig.about_url)
get "/admin-home" => redirect(Admin.configuration.root_path)
get "/legacy", to: redirect(SiteConfig.about_url, status: 302), as: :legacy
get "/docs" => redirect(host: SiteConfig.docs_host, path: "/guides")
get "/old", to: redirect("/new", status: SiteConfig.moved)
get "/team", to: "pages#team"
get "/lessons/:id", to: redirect(Redirectors::Lesson.new)
