# URL options from the application's configuration. The definitions stand for the application:
# each value is an object that inspects as the expression that gives it, so Rails' table names it
# as routecraft, which skips the definitions, names the value it cannot know.
class AppValue
  def initialize(text) = @text = text
  def inspect = @text
  def to_s = @text
end
module Settings
  module Web
    %i[protocol host port subdomain anchor trailing_slash script_name].each do |name|
      define_singleton_method(name) { AppValue.new("Settings.web.#{name}") }
    end
  end
  def self.web = Web
end

root to: "home#index", protocol: Settings.web.protocol
get "docs", to: "docs#index", host: Settings.web.host, port: Settings.web.port
get "admin", to: "admin#index", subdomain: Settings.web.subdomain, anchor: Settings.web.anchor
get "feed", to: "feed#index", trailing_slash: Settings.web.trailing_slash, script_name: Settings.web.script_name
