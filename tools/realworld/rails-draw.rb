# Rails' table of a real application's routes, drawn as written with the gems stubbed
# (tools/realworld/stubs.rb says how). Run with the Rails under test, e.g.
#
#   RAILS_SRC=v8.1.3 RAILS8_MOUNTS="$PWD $CORPUS" ruby8 tools/realworld/rails-draw.rb APP_DIR [table|json]
#
# APP_DIR holds config/routes.rb and config/routes/**/*.rb (reachable with `draw`, or drawn on
# their own when they carry their own `….routes.draw do` wrapper, as apps that list several
# files in config.paths do). REALWORLD_PRELUDE is Ruby run first (an app's settings). Prints the `bin/rails routes` table (Sheet formatter), or in json
# mode {"routes": N, "stubbed": [...]}; a draw error prints `ERROR <class>: <message>` (first
# line, with the file:line of the innermost frame in APP_DIR) and exits 1.
# REALWORLD_BOOT names a file run before the routes are drawn (gems-boot.rb: the real gems, the
# application's own files and the engines' routes files drawn after its own). REALWORLD_DEBUG
# prints a draw error's backtrace on stderr.
require_relative "stubs"
require "action_controller"
require "action_dispatch/routing/inspector"
require "json"

dir, mode = ARGV
abort "usage: rails-draw.rb APP_DIR [table|json]" unless dir && File.file?(File.join(dir, "config/routes.rb"))
dir = File.expand_path(dir)
RealworldStub.app_root = dir
unless ActionDispatch.respond_to?(:deprecator)
  ActionDispatch.define_singleton_method(:deprecator) { ActiveSupport::Deprecation.instance }
end

RS = ActionDispatch::Routing::RouteSet.new
RS.draw_paths << Pathname.new(File.join(dir, "config/routes"))
RS.default_url_options = { host: "example.org" }
RS.disable_clear_and_finalize = true

WRAPPER = /^\s*((?:::)?[A-Z]\w*(?:::[A-Z]\w*)*)\.(?:routes\.draw|add_routes|routes\.prepend|routes\.append)\b/
files = [File.join(dir, "config/routes.rb")]
files += Dir.glob(File.join(dir, "config/routes/**/*.rb")).sort.select { |f| File.read(f).match?(WRAPPER) }

# `Rails.application` (and `Foo::Application`) is a holder whose #routes is RS.
class RoutesHolder
  def routes = RS
  def add_routes(&b) = RS.draw(&b)
  def draw_routes = nil
  def call(_env) = [200, {}, [""]]
  def config = RealworldStub::Value.new("Rails.application.config")
  def method_missing(m, *_a, &_b) = RealworldStub::Value.new("Rails.application.#{m}")
  def respond_to_missing?(*) = true
end
HOLDER = RoutesHolder.new

# An engine's own routes file (`Foo::Engine.routes.draw`) draws with the engine's module as the
# default scope, as an isolated engine does.
class EngineRoutes
  def initialize(mod) = @mod = mod
  def draw(&b) = with_module { RS.draw(&b) }
  def prepend(&b) = draw(&b)
  def append(&b) = draw(&b)
  def method_missing(m, *a, &b) = RS.public_send(m, *a, &b)
  def respond_to_missing?(*) = true

  private

  def with_module
    old = RS.default_scope
    RS.default_scope = { module: @mod }
    yield
  ensure
    RS.default_scope = old
  end
end

class EngineHolder < RoutesHolder
  def initialize(mod) = @routes = EngineRoutes.new(mod)
  def routes = @routes
  def add_routes(&b) = @routes.draw(&b)
end

module Rails
  def self.application = HOLDER
end

require ENV["REALWORLD_BOOT"] if ENV["REALWORLD_BOOT"]
files += REALWORLD_APPENDED if defined?(REALWORLD_APPENDED)

files.each do |f|
  File.read(f).scan(WRAPPER).flatten.uniq.each do |recv|
    next if recv == "Rails"
    parts = recv.delete_prefix("::").split("::")
    owner = parts[0..-2].reduce(Object) do |o, p|
      o.const_defined?(p, false) ? o.const_get(p, false) : o.const_set(p, RealworldStub.stub_module)
    end
    holder = parts.last == "Engine" ? EngineHolder.new(parts.first.underscore) : HOLDER
    owner.const_set(parts.last, holder) unless owner.const_defined?(parts.last, false)
  end
end

# An app's documented defaults that its routes read from its configuration (manifest.json's
# "prelude", e.g. an engine's mount path).
# (The boot runs it first, when there is one: config/application.rb may read those values too.)
eval(ENV["REALWORLD_PRELUDE"], TOPLEVEL_BINDING, "prelude") if ENV["REALWORLD_PRELUDE"] && !defined?(REALWORLD_APPENDED) # rubocop:disable Security/Eval

begin
  RealworldStub.without_env do
    files.each { |f| TOPLEVEL_BINDING.eval(File.read(f), f) }
  end
  RS.finalize!
rescue Exception => e # rubocop:disable Lint/RescueException -- SyntaxError, NameError, …
  raise if e.is_a?(SystemExit) || e.is_a?(Interrupt)
  where = (e.backtrace || []).find { |l| l.start_with?(dir) }&.then { |l| l[/\A[^:]+:\d+/].delete_prefix("#{dir}/") }
  warn e.full_message if ENV["REALWORLD_DEBUG"]
  puts "ERROR #{e.class}: #{e.message.lines.first.to_s.strip[0, 300]}#{where ? " (#{where})" : ""}"
  exit 1
end

if mode == "json"
  puts JSON.generate({ routes: RS.routes.size, stubbed: RealworldStub.made.uniq })
else
  puts ActionDispatch::Routing::RoutesInspector.new(RS.routes).format(ActionDispatch::Routing::ConsoleFormatter::Sheet.new)
end
