# `defined?` of a method of the application, as an operand (`defined?(Conf.root) && Conf.root`):
# answered from the values the caller gives (values.json), which say the method exists. The
# module stands for the application (routecraft skips its definition).
module Conf
  def self.root = nil
  def self.assets_host = "cdn.example.com"
end

root_url = (defined?(Conf.root) && Conf.root) ? Conf.root + "/" : "/"
get "change-password", to: redirect(root_url + "my/account", status: 302)
get "c", to: redirect(root_url + "categories")
get "assets", to: redirect("https://#{Conf.assets_host}/x") if defined?(Conf.assets_host)
get "beta", to: "beta#index" unless defined?(Conf.beta)
