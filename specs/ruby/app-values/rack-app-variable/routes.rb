# A Rack app the application builds, held in a local variable and then mounted. The module
# stands for the gem: its app inspects as the expression that makes it, as routecraft names it.
module Flipper
  class App
    def initialize(text) = @text = text
    def inspect = @text
    def call(_env) = [200, {}, ["flipper"]]
  end
  module UI
    def self.app(*, **) = App.new("Flipper::UI.app(Flipper)")
  end
end

flipper_app = Flipper::UI.app(Flipper) { |builder| builder.use Rack::Auth::Basic }
mount flipper_app, at: "/flipper"
ui = Flipper::UI.app(Flipper)
mount ui => "/flags"
get "home", to: "home#index"
