# routecraft's Rails oracle: draws a routes file with the ActionPack on the load path
# (Rails main through ruby8 for the goldens) and prints what Rails makes of it. The golden data under specs/ is
# produced with this script (see tools/README.md); never hand-write its outputs.
#
#   ruby tools/rails-oracle.rb ROUTES_FILE [table]              # `bin/rails routes` (Sheet formatter)
#   ruby tools/rails-oracle.rb ROUTES_FILE json                 # JSON route list (format below)
#   ruby tools/rails-oracle.rb ROUTES_FILE expanded             # `bin/rails routes --expanded`, width 80,
#                                                                # with Source Location lines (below)
#   ruby tools/rails-oracle.rb ROUTES_FILE grep PATTERN         # `bin/rails routes -g PATTERN`
#   ruby tools/rails-oracle.rb ROUTES_FILE controller NAME      # `bin/rails routes -c NAME`
#   ruby tools/rails-oracle.rb ROUTES_FILE recognize VERB PATH [VERB PATH ...]
#   ruby tools/rails-oracle.rb ROUTES_FILE path NAME [ARGS_JSON] # NAME_path(*args)
#   ruby tools/rails-oracle.rb ROUTES_FILE paths CALLS_JSON     # many NAME_path calls, one JSON line each
#   ruby tools/rails-oracle.rb ROUTES_FILE error                # the draw error as JSON
#
# ROUTES_FILE holds bare DSL statements: it is evaluated inside `routes.draw { }`.
# `expanded` mode records route source locations, as Rails 8 does in development
# (`Mapper.route_source_locations`), with the path relative to the working directory where Rails
# prints it whole (so goldens read `routes.rb:3` on every machine); Rails 6.1 has no such lines.
# `draw(:name)` looks in File.join(File.dirname(ROUTES_FILE), "routes"), then in every
# directory of the colon-separated env variable DRAW_PATHS.
# API_ONLY=1 draws the routes as an API-only application (no new/edit routes).
# DEFAULT_SCOPE_MODULE=foo draws them with the route set's default scope `{ module: "foo" }`, as
# Rails draws the routes of an engine that calls `isolate_namespace Foo`.
# An engine's routes file, wrapped in `X::…::Engine.routes.draw do … end`, draws its block into
# the route set being drawn (the wrapper's constants are defined for it); the engine's
# isolation is not in the routes file: say it with DEFAULT_SCOPE_MODULE.
#
# Draw errors: exit status 1 in every mode. `error` mode prints
#   {"class":"ArgumentError","message":"...","line":N}            (plus "file" when the frame is
# in a drawn file: its path relative to the directory of ROUTES_FILE). "line" is the line of the
# innermost backtrace frame that lies in ROUTES_FILE or in a drawn file (null if none).
# The other modes print `ERROR <class>: <message>` (as the shared oracle does) followed by the
# same JSON object on its own line. When the file draws cleanly, `error` mode prints `null`
# and exits 0.
#
# JSON mode: an array, one object per route in Rails order (internal routes included):
#   name, verb (array; [] = any verb), path (spec), controller, action (defaults or null),
#   endpoint (inspector text for non-controller routes, else null), requirements
#   (route.path.requirements), defaults (route.defaults without :controller/:action),
#   conditions (request conditions without request_method/path_info), display (text after
#   the endpoint in the table, "" if none), anchored, internal.
#   Values: String/Integer/true/false/nil as JSON; Regexp => {"regexp": source, "flags": "imx"
#   subset}; Symbol => {"symbol": name}; Array recursively; Hash => {"hash": [[key, value], ...]};
#   anything else => {"inspect": ...}.
#
# Dummy constants defined before drawing (usable as mount targets / `to:` endpoints):
#   MountedRackApp, AdminApp::Web, ApiApp  -- Rack apps (classes responding to .call)
#   Forum::Engine, Shop::Core::Engine       -- engines whose routes are not known: Rack app
#                                              classes, as the real-world stubs make them
#   Rails::Railtie, Rails::Engine           -- stubs so `mount` and the inspector can test
#                                              `app < Rails::Railtie` / `app < Rails::Engine`
#   Rails.env                                -- ActiveSupport::StringInquirer of RAILS_ENV, else
#                                              "development" (for conditions on the environment)
#   AdminOnly, Subdomain.new(name), EvenId   -- constraint objects: the subdomain is "admin"; the
#                                              subdomain is `name`; path param :id is even. Each
#                                              inspects as its source (`Subdomain.new("api")`).
# JSON mode adds "constraintObjects" (their inspect texts) to a route that has constraint objects.
require "action_dispatch"
require "action_controller"
require "action_dispatch/routing/inspector"
require "json"
require "pathname"

module Rails; class Railtie; end; end unless defined?(Rails::Railtie)
# The inspector asks `rack_app < Rails::Engine` for every Class endpoint (mount); railties is not loaded.
module Rails; class Engine < Railtie; end; end unless defined?(Rails::Engine)
# `Rails.env` as an application has it (railties is not loaded): RAILS_ENV, else development.
# An application loads every core extension; routes files use `Object#in?` (without it a
# StringInquirer answers `in?` as the environment name "in") and `Object#with_options`.
require "active_support/core_ext/object/inclusion"
require "active_support/core_ext/object/with_options"
# An application loads ActiveModel too: routes files read flags with
# `ActiveModel::Type::Boolean.new.cast(ENV.fetch("X", false))`.
begin
  require "active_model"
  require "active_model/type"
rescue LoadError
  nil # Rails 6.1's ActionPack without ActiveModel installed: such files cannot be drawn
end
unless Rails.respond_to?(:env)
  require "active_support/string_inquirer"
  begin
    require "active_support/environment_inquirer"
  rescue LoadError
    nil
  end
  module Rails
    # An application's Rails.env is an EnvironmentInquirer (Rails 7.1+: `local?`); 6.1 has none.
    def self.env = @_env ||= (defined?(ActiveSupport::EnvironmentInquirer) ? ActiveSupport::EnvironmentInquirer : ActiveSupport::StringInquirer).new(ENV["RAILS_ENV"] || "development")
  end
end
unless ActionDispatch.respond_to?(:deprecator)
  ActionDispatch.define_singleton_method(:deprecator) { ActiveSupport::Deprecation.instance }
end

class MountedRackApp
  def self.call(_env) = [200, { "Content-Type" => "text/plain" }, ["MountedRackApp"]]
end
module AdminApp
  class Web
    def self.call(_env) = [200, { "Content-Type" => "text/plain" }, ["AdminApp::Web"]]
  end
end
class ApiApp
  def self.call(_env) = [200, { "Content-Type" => "text/plain" }, ["ApiApp"]]
end
module Forum
  class Engine
    def self.call(_env) = [200, { "Content-Type" => "text/plain" }, ["Forum::Engine"]]
  end
end
module Shop
  module Core
    class Engine
      def self.call(_env) = [200, { "Content-Type" => "text/plain" }, ["Shop::Core::Engine"]]
    end
  end
end

class AdminOnly
  def self.matches?(request) = request.subdomain == "admin"
  def self.inspect = "AdminOnly"
end
class Subdomain
  def initialize(name) = @name = name
  def matches?(request) = request.subdomain == @name
  def inspect = "Subdomain.new(#{@name.inspect})"
end
class EvenId
  def self.matches?(request) = request.path_parameters[:id].to_i.even?
  def self.inspect = "EvenId"
end

# `X::…::Engine.routes` of an engine's routes file: its `draw` block runs in the mapper drawing
# the file (inside the route set's default scope, as the engine's own `draw` would run it).
class EngineRoutesStub
  def draw(&block) = RailsOracle.mapper.instance_exec(&block)
end

module RailsOracle
  module_function

  ENGINE_WRAPPER = /^\s*((?:::)?[A-Z]\w*(?:::[A-Z]\w*)*::Engine)\.routes\.draw\b/

  class << self
    attr_accessor :mapper
  end

  # Defines the engine classes whose `routes.draw` wraps SOURCE (modules for their namespaces).
  def define_engines(source)
    source.scan(ENGINE_WRAPPER).flatten.uniq.each do |name|
      *outer, last = name.delete_prefix("::").split("::")
      owner = outer.reduce(Object) { |o, p| o.const_defined?(p, false) ? o.const_get(p, false) : o.const_set(p, Module.new) }
      next if owner.const_defined?(last, false)
      owner.const_set(last, Class.new(Rails::Engine) { def self.routes = EngineRoutesStub.new })
    end
  end

  # Draws FILE into a fresh route set. Returns [route_set, error_or_nil].
  def draw(file, api_only: ENV["API_ONLY"] == "1", draw_paths: (ENV["DRAW_PATHS"] || "").split(":"))
    config = ActionDispatch::Routing::RouteSet::Config.new(nil, api_only)
    rs = ActionDispatch::Routing::RouteSet.new(config)
    # Kept relative when FILE is given relative (goldens run from the case directory), so the
    # draw-not-found message lists " * routes" rather than a machine-specific absolute path.
    rs.draw_paths << Pathname.new(File.dirname(file) == "." ? "routes" : File.join(File.dirname(file), "routes"))
    draw_paths.reject(&:empty?).each { |d| rs.draw_paths << Pathname.new(d) }
    rs.default_url_options = { host: "example.org" }
    rs.default_scope = { module: ENV["DEFAULT_SCOPE_MODULE"] } if ENV["DEFAULT_SCOPE_MODULE"]
    source = File.read(file)
    define_engines(source)
    begin
      rs.draw { RailsOracle.mapper = self; instance_eval(source, file) }
      [rs, nil]
    rescue Exception => e # rubocop:disable Lint/RescueException -- Racc::ParseError, NameError...
      raise if e.is_a?(SystemExit) || e.is_a?(Interrupt)
      [rs, e]
    end
  end

  def error_json(file, e, draw_paths: (ENV["DRAW_PATHS"] || "").split(":"))
    file = File.expand_path(file)
    base = File.dirname(file)
    dirs = [File.join(base, "routes"), *draw_paths.reject(&:empty?).map { |d| File.expand_path(d) }]
    out = { class: e.class.name, message: e.message, line: nil }
    (e.backtrace || []).each do |frame|
      m = /\A(.*?):(\d+):/.match(frame) or next
      path = File.expand_path(m[1])
      if path == file
        out[:line] = m[2].to_i
        break
      elsif dirs.any? { |d| path.start_with?(d + "/") }
        out[:line] = m[2].to_i
        out[:file] = Pathname.new(path).relative_path_from(Pathname.new(base)).to_s
        break
      end
    end
    out
  end

  def val(v)
    case v
    when String, Integer, nil, true, false then v
    when Float then v
    when Symbol then { symbol: v.to_s }
    when Regexp
      flags = +""
      flags << "i" if v.options & Regexp::IGNORECASE != 0
      flags << "m" if v.options & Regexp::MULTILINE != 0
      flags << "x" if v.options & Regexp::EXTENDED != 0
      { regexp: v.source, flags: flags }
    when Array then v.map { |x| val(x) }
    # A Hash value (a default like `filters: { state: "open" }`): tagged entries, keys typed.
    when Hash then { hash: v.map { |k, x| [val(k), val(x)] } }
    else { inspect: v.inspect }
    end
  end

  def hash_json(h)
    h.each_with_object({}) { |(k, v), out| out[k.to_s] = val(v) }
  end

  def route_json(r)
    w = ActionDispatch::Routing::RouteWrapper.new(r)
    dispatcher = r.app.dispatcher?
    # A Proc inspects with its memory address, new on every run: zeroed, so a golden is reproducible.
    objects = r.app.is_a?(ActionDispatch::Routing::Mapper::Constraints) ? r.app.constraints.map { |c| c.inspect.sub(/\A#<Proc:0x\h+/, "#<Proc:0x0000000000000000") } : []
    json = {
      name: r.name,
      verb: r.verb.split("|").reject(&:empty?),
      path: r.path.spec.to_s,
      controller: r.defaults[:controller],
      action: r.defaults[:action],
      endpoint: dispatcher ? nil : w.endpoint,
      requirements: hash_json(r.path.requirements),
      defaults: hash_json(r.defaults.except(:controller, :action)),
      conditions: hash_json(r.constraints.except(:request_method, :path_info)),
      display: w.constraints.empty? ? "" : w.constraints.to_s,
      anchored: r.path.anchored,
      internal: r.internal ? true : false,
    }
    json[:constraintObjects] = objects unless objects.empty?
    # Defaults given with String keys ("format" => "json"), which Rails keeps and lists as Strings.
    string_keys = r.defaults.keys.select { |k| k.is_a?(String) && k != "controller" && k != "action" }
    json[:stringKeys] = string_keys unless string_keys.empty?
    json
  end

  # The route a request reaches, `{ route:, name:, params: }`, or nil (NO MATCH).
  def recognize(rs, verb, path)
    env = Rack::MockRequest.env_for(path, method: verb.upcase)
    req = rs.request_class.new(env)
    req.path_info = ActionDispatch::Journey::Router::Utils.normalize_path(req.path_info)
    rs.router.recognize(req) do |route, params|
      # Set directly: `path_parameters=` resolves the controller class (for its encoding
      # template) and raises NameError for a dynamic :controller value such as "1".
      req.env[ActionDispatch::Http::Parameters::PARAMETERS_KEY] = params
      next unless route.app.matches?(req)
      return { route: route.path.spec.to_s, name: route.name, params: params }
    end
    nil
  end

  # `NAME_path(*args)` as `{ path: }` or `{ error: <class>, message: }`; ARGS as for `path` mode.
  def path_call(rs, name, args)
    args = [args] unless args.is_a?(Array)
    args = args.map { |a| a.is_a?(Hash) ? a.transform_keys(&:to_sym) : a }
    { path: rs.url_helpers.public_send("#{name}_path", *args) }
  rescue => e
    { error: e.class.name, message: e.message }
  end

  def table(rs)
    inspector = ActionDispatch::Routing::RoutesInspector.new(rs.routes)
    inspector.format(ActionDispatch::Routing::ConsoleFormatter::Sheet.new)
  end

  # `bin/rails routes --expanded` on a console 80 wide.
  def expanded(rs)
    ActionDispatch::Routing::RoutesInspector.new(rs.routes).format(ActionDispatch::Routing::ConsoleFormatter::Expanded.new(width: 80))
  end

  def json(rs)
    JSON.generate(rs.routes.map { |r| route_json(r) })
  end
end

if $PROGRAM_NAME == __FILE__
  file, mode, *rest = ARGV
  abort "usage: ruby tools/rails-oracle.rb ROUTES_FILE [table|json|expanded|grep P|controller N|recognize V P...|path N [ARGS]|error]" unless file
  abort "no such file: #{file}" unless File.file?(file)
  mode ||= "table"
  if mode == "expanded" && ActionDispatch::Routing::Mapper.respond_to?(:route_source_locations=)
    ActionDispatch::Routing::Mapper.route_source_locations = true
    cwd = "#{Dir.pwd}/"
    ActionDispatch::Routing::Mapper.backtrace_cleaner.add_filter { |line| line.delete_prefix(cwd) }
  end
  rs, err = RailsOracle.draw(file)
  if err
    ej = JSON.generate(RailsOracle.error_json(file, err))
    puts(mode == "error" ? ej : "ERROR #{err.class}: #{err.message}\n#{ej}")
    exit 1
  end
  inspector = ActionDispatch::Routing::RoutesInspector.new(rs.routes)
  sheet = ActionDispatch::Routing::ConsoleFormatter::Sheet
  case mode
  when "error" then puts "null"
  when "table" then puts RailsOracle.table(rs)
  when "json" then puts RailsOracle.json(rs)
  when "expanded" then puts RailsOracle.expanded(rs)
  when "grep" then puts inspector.format(sheet.new, { grep: rest[0] })
  when "controller" then puts inspector.format(sheet.new, { controller: rest[0] })
  when "recognize"
    rest.each_slice(2) do |verb, path|
      found = RailsOracle.recognize(rs, verb, path)
      puts "#{verb.upcase} #{path} => #{found ? JSON.generate(found) : 'NO MATCH'}"
    end
  when "path"
    result = RailsOracle.path_call(rs, rest[0], rest[1] ? JSON.parse(rest[1]) : [])
    puts result[:path] || "ERROR #{result[:error]}: #{result[:message]}"
  when "paths"
    # CALLS_JSON: [[NAME, ARGS], ...] (ARGS as for `path`). Prints one JSON line per call:
    # {"path": "..."} or {"error": "<class>", "message": "..."}; used by tools/match-goldens.mjs.
    JSON.parse(rest[0]).each { |name, call_args| puts JSON.generate(RailsOracle.path_call(rs, name, call_args)) }
  else abort "unknown mode #{mode}"
  end
end
