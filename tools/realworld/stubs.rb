# Stubs that let bare ActionPack draw a real application's routes files as written, without
# the application or its gems (loaded by tools/realworld/rails-draw.rb). What a routes file
# reaches outside the routing DSL, and what the stub answers:
#
# * `Rails.env`: REALWORLD_ENV, default "development" (what `bin/rails routes` runs in).
#   `Rails.root` is the app's corpus directory, `Rails.logger` nil, `Rails.configuration` and
#   `Rails.application.config` stub values.
# * Gem macros that draw routes from the gem's own code (devise_for, use_doorkeeper,
#   mount_devise_token_auth_for, jsonapi_resources, localized, api_version, …) draw nothing; devise/warden
#   wrappers (devise_scope, authenticate, authenticated, unauthenticated) run their block, as the
#   gems do.
# * Any other unknown method called on the mapper (an app's own helper defined in an
#   initializer, a gem's macro not listed) runs its block if it has one, else draws nothing.
# * Unknown constants: ALL_CAPS names ending in PATTERN/REGEX/REGEXP/FORMAT are a
#   segment-sized regexp, other ALL_CAPS names ending in S an empty list (a loop over them draws
#   nothing), acronyms of up to four letters (API, UI) stub classes, other ALL_CAPS names a stub
#   value; CamelCase names are stub classes that are Rack
#   apps and constraint objects (`.call`, `.matches?` true) and answer any method with a
#   stub value, so `mount Sidekiq::Web => "/sidekiq"` draws one route and
#   `constraints: Foo.new` keeps the route. A stub value inspects as the expression that made it
#   (`mount ActionCable.server => "/cable"` lists `ActionCable.server`, where the app would list
#   `#<ActionCable::Server::Base:0x…>`), and interpolates as `stub_<expression>`.
# * `require` of a gem that is not installed is ignored (and `require_relative` or
#   `require_dependency` of an app's file the corpus does not hold); `ENV[...]` is nil and
#   `ENV.fetch(key, default)` the default while the routes are drawn (no process environment:
#   the tables must be reproducible); `ENV.fetch(key)` alone is "stub_env_<key>".
#
# Loops over stubbed application data (`Category.all.each`) run zero times, so routes drawn
# inside them are missing from Rails' table as well; conditions on stub values
# (`if Flipper.enabled?(…)`) are true, a stub value being a Ruby object.
require "active_support"
require "active_support/core_ext"
require "action_dispatch"
# An application loads ActiveModel: routes files read flags with
# `ActiveModel::Type::Boolean.new.cast(ENV.fetch("X", false))`.
require "active_model"
require "active_model/type"

module Rails
  class Railtie; end unless const_defined?(:Railtie, false)
  class Engine < Railtie; end unless const_defined?(:Engine, false)
end

module RealworldStub
  # Conversions a stub must refuse, or Ruby would treat it as an array, string, hash, …
  CONVERSIONS = %i[to_ary to_str to_hash to_proc to_int to_regexp to_io to_sym to_path].freeze
  # Methods a stub answers but does not claim to have: Mapper#mount treats an endpoint that
  # responds to `action` as a controller (StaticDispatcher), which a mounted gem app is not.
  UNCLAIMED = (CONVERSIONS + %i[action]).freeze

  # Any method returns another stub value; used for the results of calls on stub constants
  # (Foo.bar, Foo.new.baz, …) and for ALL_CAPS constants.
  class Value < BasicObject
    def initialize(name) = @name = name
    def call(*) = [200, {}, [""]] # a Rack app (env), or a concern object (mapper, options): draws nothing
    def dispatcher? = false
    def matches?(_req) = true
    def respond_to?(m, *) = !UNCLAIMED.include?(m)
    def each(*) = self
    def each_with_index(*) = self
    def map(*) = []
    def [](*) = nil
    def start_with?(*) = false
    def end_with?(*) = false
    def include?(*) = false
    def match?(*) = false
    def =~(_) = nil
    def to_s = "stub_" + @name.to_s.downcase.gsub(/[^a-z0-9]+/, "_").gsub(/\A_+|_+\z/, "")
    def +(o) = to_s + o.to_s
    def inspect = @name.to_s # the expression that made it: what a reader of the file knows
    def is_a?(k) = ::Object == k
    def kind_of?(k) = ::Object == k
    def class = ::Object
    def nil? = false
    def present? = true
    def blank? = false
    def hash = __id__
    def eql?(o) = equal?(o)
    def ==(o) = equal?(o)
    def !() = false
    def method_missing(m, *_a, &_b)
      ::Kernel.raise ::NoMethodError, "stub #{@name} has no #{m}" if CONVERSIONS.include?(m)
      Value.new("#{@name}.#{m}#{::RealworldStub.arguments(_a)}")
    end
  end

  # What was stubbed, for the report (constants, helpers, missing draw files).
  def self.made = (@made ||= [])

  module ConstMissing
    def const_missing(name)
      owner = self
      if owner != ::Object && (owner.name.nil? || owner.name.start_with?("ActionDispatch", "ActiveSupport", "#<"))
        owner = ::Object
      end
      return owner.const_missing(name) if owner != self
      full = self == ::Object ? name.to_s : "#{self.name}::#{name}"
      RealworldStub.made << "constant #{full}"
      const_set(name, RealworldStub.stub_for(name.to_s, full))
    end
  end

  def self.stub_for(name, full)
    case name
    when /\A[A-Z][A-Z0-9_]*(PATTERN|REGEX|REGEXP|FORMAT)\z/ then /[^\/]+/
    when /\A[A-Z][A-Z0-9_]*S\z/ then [].freeze # a list (PAGES, LOCALES, PROVIDERS): empty
    when /\A[A-Z][A-Z0-9]{0,3}\z/ then stub_class # an acronym (API, UI, V2): a namespace
    when /\A[A-Z][A-Z0-9_]+\z/ then Value.new(full) # a value, not a class
    else stub_class
    end
  end

  # A namespace that a wrapper names (`Alchemy` of `Alchemy::Engine.routes.draw`): a module,
  # so that a prelude can reopen it, answering any method with a stub value.
  def self.stub_module
    Module.new do
      @__realworld_stub = true # a stub: including it includes nothing (gems-boot.rb)
      extend ConstMissing
      def self.method_missing(m, *_a, &_b)
        return super if CONVERSIONS.include?(m)
        Value.new("#{name}.#{m}#{RealworldStub.arguments(_a)}")
      end
      def self.respond_to_missing?(m, *) = !UNCLAIMED.include?(m)
    end
  end

  # `(Flipper)` of `Flipper::UI.app(Flipper)`: a stub value made by a call with arguments
  # inspects with them, as the file wrote them (for simple arguments: constants, strings, symbols).
  def self.arguments(args) = args.empty? ? "" : "(#{args.map(&:inspect).join(", ")})"


  def self.stub_class
    Class.new do
      @__realworld_stub = true
      extend ConstMissing
      # Not a controller dispatcher: the inspector then lists the class as a Rack endpoint.
      def self.dispatcher? = false
      def self.call(*) = [200, {}, [""]]
      def self.matches?(_req) = true
      def self.method_missing(m, *_a, &_b)
        return super if CONVERSIONS.include?(m)
        # `DownloadsController.action(:download)`: a controller's Metal.action is a Rack lambda.
        return ->(_env) { [200, {}, [""]] } if m == :action && name.to_s.end_with?("Controller")
        Value.new("#{name}.#{m}#{RealworldStub.arguments(_a)}")
      end
      def self.respond_to_missing?(m, *) = !UNCLAIMED.include?(m)
      # An instance inspects as the expression that made it, as a stub value does:
      # `SidekiqWebCSP.new(Sidekiq::Web)`, not `#<SidekiqWebCSP:0x…>`.
      def initialize(*args) = @__made = "#{self.class.name}.new#{::RealworldStub.arguments(args)}"
      def inspect = @__made
      def dispatcher? = false
      def call(*) = [200, {}, [""]] # a Rack app (env), or a concern object (mapper, options): draws nothing
      def matches?(_req) = true
      def method_missing(m, *_a, &_b)
        return super if CONVERSIONS.include?(m)
        Value.new("#{self.class.name}##{m}")
      end
      def respond_to_missing?(m, *) = !UNCLAIMED.include?(m)
    end
  end

  # ENV while the routes are drawn: empty (see the header).
  def self.without_env
    saved = %i[[] fetch key? has_key? include?].to_h { |m| [m, ENV.method(m)] }
    ENV.define_singleton_method(:[]) { |_k| nil }
    ENV.define_singleton_method(:key?) { |_k| false }
    ENV.define_singleton_method(:has_key?) { |_k| false }
    ENV.define_singleton_method(:include?) { |_k| false }
    ENV.define_singleton_method(:fetch) do |key, *default, &blk|
      next default.first unless default.empty?
      next blk.call(key) if blk
      "stub_env_#{key.to_s.downcase}"
    end
    yield
  ensure
    saved&.each { |m, meth| ENV.define_singleton_method(m, meth) }
  end
end

class Object
  extend RealworldStub::ConstMissing
end
# `include SomeConstraints` at the top of a routes file, of a stub class: nothing to include.
TOPLEVEL_BINDING.receiver.singleton_class.prepend(Module.new do
  def include(*mods)
    mods = mods.select { |m| m.instance_of?(Module) }
    mods.empty? ? self : super(*mods)
  end
end)
class Module
  prepend RealworldStub::ConstMissing
end

module RealworldStub
  # Read now: ENV is emptied while the routes are drawn.
  ENV_NAME = ::ENV.fetch("REALWORLD_ENV", "development")
  class << self
    attr_accessor :app_root # the app's directory (Rails.root), set by the draw script
  end
end

module Rails
  def self.env = ActiveSupport::EnvironmentInquirer.new(RealworldStub::ENV_NAME)
  def self.root = Pathname.new(RealworldStub.app_root || Dir.pwd)
  def self.configuration = RealworldStub::Value.new("Rails.configuration")
  def self.logger = nil
end

module Kernel
  alias_method :__realworld_require, :require
  def require(name)
    __realworld_require(name)
  rescue LoadError
    RealworldStub.made << "require #{name}"
    false
  end

  # ActiveSupport's autoloading `require_dependency 'epp_constraint'` (an app's lib/ file).
  def require_dependency(name) = require(name.to_s)

  # The corpus holds an app's routes files only: a `require_relative` of its own lib/ file is
  # answered as an absent gem's `require` is (the constants it defines are stubbed).
  def require_relative(name)
    site = caller_locations(1, 1).first
    base = site.absolute_path || File.expand_path(site.path, Rails.root)
    __realworld_require(File.expand_path(name, File.dirname(base)))
  rescue LoadError
    RealworldStub.made << "require_relative #{name}"
    false
  end
end

class ActionDispatch::Routing::Mapper
  # Devise/Warden: scoping helpers run their block; the macros that draw the gem's own routes
  # draw nothing.
  %i[devise_scope as authenticate authenticated unauthenticated].each do |m|
    define_method(m) { |*_a, &b| b ? instance_exec(&b) : nil }
  end
  # jsonapi-resources' `jsonapi_resources` and route_translator's `localized` draw their block
  # their own way (a `collection` in it is no mapper's): the block is not run plainly. versionist's
  # `api_version` is a gem macro like the others: its routes are left out of the comparison, as
  # routecraft skips the macros of gems it does not draw.
  %i[devise_for use_doorkeeper use_doorkeeper_openid_connect use_doorkeeper_device_authorization_grant
     mount_devise_token_auth_for mount_griddler health_check_routes flipper_ui
     jsonapi_resources jsonapi_resource localized api_version].each do |m|
    define_method(m) { |*_a, &_b| nil }
  end

  def method_missing(m, *_a, &b)
    RealworldStub.made << "helper #{m}"
    b ? instance_exec(&b) : nil
  end

  def respond_to_missing?(*) = true

  # `extend SomeHelpers` of a stubbed module: nothing to add.
  def extend(*mods)
    mods = mods.select { |m| m.instance_of?(Module) }
    mods.empty? ? self : super(*mods)
  end

  # A `draw` of a file that is not in the corpus (a plugin's, generated at deploy): nothing.
  def draw(name)
    super
  rescue ArgumentError => e
    raise unless e.message.include?("tried to #draw")
    RealworldStub.made << "missing draw #{name}"
    nil
  end
end
