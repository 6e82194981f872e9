# routecraft's oracle for the routes gems and Rails' engines add: draws an application directory
# the way `bin/rails routes` finds its routes, with the real Devise, Doorkeeper and OmniAuth
# libraries, and prints one JSON object: the table, `--expanded` (with Rails' source locations)
# and the route list (tools/rails-oracle.rb's format). tools/gem-goldens.mjs runs it; never
# hand-write its outputs.
#
#   GEM_LIBS=dir:dir ruby8 tools/gems-oracle.rb APP_DIR [ENGINE=ROUTES_FILE ...]
#
# ENGINE is turbo-rails, actionmailbox or activestorage: the engines' routes files of the versions
# the application bundles (turbo-rails only when its Gemfile names it, as Bundler.require loads
# it). Which of them are drawn is decided here, as railties would: config/application.rb runs (its
# `require`s recorded, not performed; its `config.*` settings kept), Action Mailbox is loaded by
# `rails/all` or `action_mailbox/engine`, Active Storage by those and by `active_storage/engine`
# or `action_text/engine` (both require it first); the engines read their settings as their own
# initializers do (`config.active_storage.draw_routes`, `routes_prefix`, `config.turbo.draw_routes`).
#
# GEM_LIBS: the `lib` directories of the gems' sources (devise, warden, doorkeeper, omniauth,
# hashie), put on the load path. GEM_BUNDLE: the directory holding gems/NAME-VERSION for the gems
# and engines the case's Gemfile.lock names; GEM_UNBUNDLED: where the others were extracted.
#
# What the application's boot does before routes are drawn, done here by hand (railties is not
# loaded): config/application.rb runs, the gems are required (Bundler.require), config/initializers/*.rb
# run, models load on first reference (Zeitwerk), then config/routes.rb is drawn and after it the
# engines' routes files (railties unshifts each engine's file onto the reloader's paths, so the
# application's own file comes first and the engines follow in reverse load order: turbo-rails,
# Action Mailbox, Active Storage).
# RAILS_ENV (default development) is Rails.env; source locations are recorded in development, as
# ActionDispatch's railtie sets `route_source_locations = Rails.env.development?`.
$LOAD_PATH.unshift(*ENV.fetch("GEM_LIBS", "").split(":").reject(&:empty?))
require_relative "rails-oracle"
require_relative "app-boot-stubs"
require "json"

app_dir, *engine_args = ARGV
abort "usage: ruby tools/gems-oracle.rb APP_DIR [ENGINE=ROUTES_FILE ...]" unless app_dir && File.directory?(app_dir)
ENGINE_FILES = engine_args.to_h { |arg| arg.split("=", 2) }
APP_ROOT = File.expand_path(app_dir)

class StubConfig
  def method_missing(*) = self
  def respond_to_missing?(*) = true
end

module Rails
  class Engine
    def self.config = StubConfig.new
    def self.initializer(*) = nil
    def self.isolate_namespace(*) = nil
    def self.root = Pathname.new(APP_ROOT)
  end

  def self.root = Pathname.new(APP_ROOT)

  # `Rails.application.routes.draw do ... end` of config/routes.rb and the engines' routes files:
  # the block runs in the mapper drawing the route set, as the routes reloader draws each file.
  class ApplicationRoutesStub < EngineRoutesStub
    URL_HELPERS = Module.new
    def url_helpers = URL_HELPERS
    def mounted_helpers = URL_HELPERS
  end

  class ApplicationStub
    def routes = ApplicationRoutesStub.new
    def config = StubConfig.new
    def secret_key_base = "0" * 64
  end

  def self.application = (@application ||= ApplicationStub.new)

  # config/application.rb's `class Application < Rails::Application` and its `config` (app-boot-stubs.rb).
  class Application < Engine
    def self.config = (@@config ||= Settings.new)
  end

  def self.groups(*) = [:default]
end

module Bundler
  def self.require(*) = nil
end

# A setting of config/application.rb, or nil when it sets none.
def application_setting(group, name) = Rails::Application.config.setting(group, name)

require "active_support"
require "active_support/core_ext"
require "active_support/dependencies"
require "devise"
require "devise/omniauth"
require "doorkeeper"
require "doorkeeper/rails/routes"
ActionDispatch::Routing::Mapper.include Doorkeeper::Rails::Routes::Helper
Devise.secret_key = "0" * 64
# What Warden::Manager hands Devise when the middleware stack is built.
Devise.warden_config = Warden::Config.new
# Doorkeeper's ORM is set up at configuration time; no route depends on it.
Doorkeeper.define_singleton_method(:setup) { nil }

# Models: an ActiveRecord stand-in that takes what Devise's modules call on the class, and the
# constants autoloaded from app/models and app/models/concerns as Zeitwerk would (`Admin::User`
# from admin/user.rb, `Admin` from the directory admin/ when there is no admin.rb).
# It answers nothing to `respond_to?`: Devise's class settings fall back to the superclass's only
# when it has them, else to Devise's configuration.
class ApplicationRecord
  include ActiveModel::Validations
  extend Devise::Models
  def self.validates_uniqueness_of(*) = nil
  def self.method_missing(*) = nil
end

class Module
  def const_missing(name)
    full = equal?(Object) ? name.to_s : "#{self.name}::#{name}"
    path = File.join(APP_ROOT, "app", "models", "#{ActiveSupport::Inflector.underscore(full)}.rb")
    # app/models/concerns is an autoload root of its own in a Rails app (`Authentication` from
    # concerns/authentication.rb).
    concern = File.join(APP_ROOT, "app", "models", "concerns", "#{ActiveSupport::Inflector.underscore(full)}.rb")
    [path, concern].each do |file|
      next unless File.file?(file)
      load file
      return const_get(name, false) if const_defined?(name, false)
    end
    # A directory without a file of its name is an implicit namespace, as Zeitwerk defines it.
    return const_set(name, Module.new) if File.directory?(path.delete_suffix(".rb"))
    # A concern is a top-level constant (Zeitwerk defines it on Object), which a class body finds
    # lexically: `include Authentication` inside `class User`.
    top = File.join(APP_ROOT, "app", "models", "concerns", "#{ActiveSupport::Inflector.underscore(name.to_s)}.rb")
    if !equal?(Object) && File.file?(top)
      load top
      return Object.const_get(name, false) if Object.const_defined?(name, false)
    end
    raise NameError.new("uninitialized constant #{full}", name)
  end
end

# What config/initializers read of the engines' configuration: the values Rails' engines set by
# default (activestorage/lib/active_storage/engine.rb, turbo-rails' engine).
module ActiveStorage
  mattr_accessor :routes_prefix, default: "/rails/active_storage"
  mattr_accessor :draw_routes, default: true
  mattr_accessor :resolve_model_to_route, default: :rails_storage_redirect
  mattr_accessor :urls_expire_in
end
module Turbo
  mattr_accessor :draw_routes, default: true
end

application_rb = File.join(APP_ROOT, "config", "application.rb")
AppBoot.load_application(application_rb) if File.file?(application_rb)
ActiveStorage.routes_prefix = application_setting(:active_storage, :routes_prefix) || "/rails/active_storage"
ActiveStorage.draw_routes = application_setting(:active_storage, :draw_routes) != false
Turbo.draw_routes = application_setting(:turbo, :draw_routes) != false

engine_files = AppBoot.engine_files(ENGINE_FILES)

Dir[File.join(APP_ROOT, "config", "initializers", "*.rb")].sort.each { |file| load file }

development = Rails.env.development?
if development
  ActionDispatch::Routing::Mapper.route_source_locations = true
  # ActionDispatch's own cleaner, as a booted application keeps it (railties does not replace it):
  # a gem's frame reads `devise (5.0.3) lib/devise/rails/routes.rb:378` through its gem filter,
  # here applied to GEM_BUNDLE (laid out as an installed bundle's gems/NAME-VERSION) the way
  # it applies to Gem.path. Two departures: the application's directory is cut from its own
  # frames (Rails prints them absolute; goldens must not hold this machine's paths), and gem
  # sources outside the bundle (a gem the case's Gemfile.lock does not name, so no version is
  # known) are silenced, as if they belonged to Rails, with this oracle's own frames.
  cleaner = ActionDispatch::Routing::Mapper.backtrace_cleaner
  bundle = ENV.fetch("GEM_BUNDLE")
  cleaner.add_filter { |line| line.sub(%r{\A#{Regexp.escape(bundle)}/gems/([^/]+)-([\w.]+)/(.*)}, '\\1 (\\2) \\3') }
  cleaner.add_filter { |line| line.delete_prefix("#{APP_ROOT}/") }
  unbundled = ENV.fetch("GEM_UNBUNDLED")
  cleaner.add_silencer { |line| line.start_with?(unbundled) || line.start_with?(__dir__) }
end

warnings = []
$stderr = StringIO.new
config = ActionDispatch::Routing::RouteSet::Config.new(nil, Rails::Application.config[:api_only] == true)
rs = ActionDispatch::Routing::RouteSet.new(config)
rs.default_url_options = { host: "example.org" }
error = nil
begin
  Dir.chdir(APP_ROOT) do
    rs.draw do
      RailsOracle.mapper = self
      instance_eval(File.read("config/routes.rb"), File.join(APP_ROOT, "config/routes.rb"))
      engine_files.each { |file| instance_eval(File.read(file), file) }
    end
  end
rescue Exception => e # rubocop:disable Lint/RescueException -- what Rails would print
  raise if e.is_a?(SystemExit) || e.is_a?(Interrupt)
  error = { class: e.class.name, message: e.message }
  error[:backtrace] = e.backtrace.first(8) if ENV["ORACLE_DEBUG"]
end
warnings = $stderr.string.lines.map(&:chomp).reject(&:empty?)
$stderr = STDERR

out = { warnings: warnings }
if error
  out[:error] = error
else
  out[:table] = RailsOracle.table(rs)
  out[:expanded] = RailsOracle.expanded(rs)
  out[:routes] = JSON.parse(RailsOracle.json(rs))
end
puts JSON.generate(out)
