# A real application's boot, as far as its routes depend on it, for tools/realworld/rails-draw.rb
# (REALWORLD_BOOT names this file): the real Devise and Doorkeeper libraries, the application's
# config/application.rb, its initializers and models, and the routes files of the engines it
# loads, drawn after its own as railties draws them. tools/gems-oracle.rb does the same for the
# goldens' small applications; this one runs in the stubbed world of stubs.rb, where every
# constant the application names and does not define is a stub, so that a real application's
# files load without their other gems.
#
#   GEM_LIBS       the gems' lib/ directories (tools/gem-sources.mjs, at the app's locked versions)
#   REALWORLD_GEMS the gems of those the app bundles and routecraft draws: devise, doorkeeper
#   REALWORLD_FALLBACKS  the locked releases the mirrors have no tag of (drawn by the default
#                  release, or Rails main): noted on stderr
#   REALWORLD_ENGINES  ENGINE=ROUTES_FILE ... (turbo-rails, actionmailbox, activestorage): the
#                  engines' routes files of the versions the app bundles, of which those the
#                  application loads are drawn (decided as gems-oracle.rb decides it)
#
# What the boot does, and what stays stubbed:
# * config/application.rb runs with its `require`s recorded, not performed, and its `config.*`
#   settings kept (`config.api_only`, `config.active_storage.routes_prefix`, `draw_routes`).
#   Bundler.require requires nothing: other gems stay stubbed.
# * The initializers at hand run (the corpus keeps devise.rb, doorkeeper.rb and omniauth.rb: the
#   ones that decide routes); one that raises is left where it raised, with a note on stderr.
#   Settings other gems add to Devise's configuration (devise-jwt's `config.jwt`) are stubs.
# * Models load on first reference from app/models, as Zeitwerk loads them, on an ActiveRecord
#   stand-in that takes any class-level call (associations, scopes, callbacks) and ignores it;
#   concerns and other constants the corpus does not keep are stubs, and including a stub
#   includes nothing. Devise modules of other gems (`:invitable` of devise_invitable) are left
#   out of a model's `devise` call, with a note.
$LOAD_PATH.unshift(*ENV.fetch("GEM_LIBS", "").split(":").reject(&:empty?))
require_relative "../app-boot-stubs"

module RealworldBoot
  GEMS = ENV.fetch("REALWORLD_GEMS", "").split
  ENGINE_FILES = ENV.fetch("REALWORLD_ENGINES", "").split.to_h { |arg| arg.split("=", 2) }
  def self.note(text) = warn("gems-boot: #{text}")
  note("locked releases without a tag in the mirrors, drawn by the default release: #{ENV["REALWORLD_FALLBACKS"]}") unless ENV.fetch("REALWORLD_FALLBACKS", "").empty?
  class << self
    attr_accessor :loading_model # how many model files are being loaded
    attr_reader :loading # the model files being loaded, innermost last
  end
  self.loading_model = 0
  @loading = []
end

module Rails
  # An engine's class body (Devise::Engine, Doorkeeper::Engine, the application's) configures
  # railties, which is not here: any call answers a stub.
  class Railtie
    def self.method_missing(m, *_a, &_b) = RealworldStub::Value.new("#{name}.#{m}")
    def self.respond_to_missing?(*) = true
  end

  class Application < Engine
    def self.config = (@@config ||= Settings.new)
    def self.routes = RS
    def self.setting(group, name) = config.setting(group, name)
  end

  def self.groups(*) = [:default, env.to_sym]
  # Gems choose APIs by it (Devise 3: `Rails::VERSION::MAJOR`): the Rails drawing.
  VERSION = ActionPack::VERSION
  # Rails.autoloaders, Rails.cache, …: railties' objects, stubs here.
  def self.method_missing(m, *_a, &_b) = RealworldStub::Value.new("Rails.#{m}")
  def self.respond_to_missing?(*) = true
end
Bundler.define_singleton_method(:require) { |*| nil } if defined?(Bundler)

if RealworldBoot::GEMS.include?("devise")
  require "active_support/dependencies"
  # What Devise before 4.9 calls of the classic autoloader, which Rails 7 removed: a reference
  # to a class by name, resolved when asked (`ref(name).get`).
  unless ActiveSupport::Dependencies.respond_to?(:reference)
    ActiveSupport::Dependencies.define_singleton_method(:reference) { |*| nil }
    ActiveSupport::Dependencies.define_singleton_method(:ref) { |name| Struct.new(:name) { def get = name.to_s.constantize }.new(name) }
  end
  ActiveSupport::Dependencies.define_singleton_method(:constantize) { |name| name.to_s.constantize } unless ActiveSupport::Dependencies.respond_to?(:constantize)
  # Devise before 4.9.1 deprecates a constant without the `deprecator:` Rails 7.1 requires.
  require "active_support/deprecation/constant_accessor"
  ActiveSupport::Deprecation::DeprecatedConstantAccessor.singleton_class.prepend(Module.new do
    def included(base)
      super
      base.singleton_class.prepend(Module.new do
        def deprecate_constant(name, path, deprecator: ActiveSupport::Deprecation.new, message: nil) = super
      end)
    end
  end)
  # Devise before 4 reopens the route set with `alias_method_chain`, which Rails 5.1 removed.
  unless Module.method_defined?(:alias_method_chain)
    Module.define_method(:alias_method_chain) do |target, feature|
      base, punctuation = target.to_s.sub(/([?!=])\z/, ""), Regexp.last_match(1)
      alias_method "#{base}_without_#{feature}#{punctuation}", target
      alias_method target, "#{base}_with_#{feature}#{punctuation}"
    end
    Module.send(:private, :alias_method_chain)
  end
  require "devise"
  # Devise loads OmniAuth's support where a model is omniauthable, which needs the omniauth gem.
  require "devise/omniauth" if RealworldBoot::GEMS.include?("omniauth")
  Devise.secret_key = "0" * 64
  # What Warden::Manager hands Devise when the middleware stack is built.
  Devise.warden_config = Warden::Config.new
  # Other gems' settings of Devise's configuration (devise-jwt's `config.jwt`).
  def Devise.method_missing(m, *_a, &_b)
    RealworldBoot.note("Devise.#{m} (another gem's setting) is a stub")
    RealworldStub::Value.new("Devise.#{m}")
  end

  # A model's `devise` call: modules of other gems are left out (their gems are not loaded).
  Devise::Models.prepend(Module.new do
    def devise(*modules)
      options = modules.last.is_a?(Hash) ? modules.pop : {}
      known, other = modules.map(&:to_sym).partition { |m| Devise::ALL.include?(m) }
      RealworldBoot.note("#{name}: devise modules of other gems left out: #{other.join(", ")}") unless other.empty?
      super(*known, options)
    end
  end)
end

if RealworldBoot::GEMS.include?("doorkeeper")
  require "doorkeeper"
  require "doorkeeper/rails/routes"
  # stubs.rb's `use_doorkeeper` draws nothing; the gem's own is a module the mapper includes.
  ActionDispatch::Routing::Mapper.send(:remove_method, :use_doorkeeper)
  ActionDispatch::Routing::Mapper.include Doorkeeper::Rails::Routes::Helper
  # Doorkeeper's ORM is set up at configuration time; no route depends on it.
  %i[setup setup_orm_adapter setup_orm_models setup_application_owner run_orm_hooks].each do |m|
    Doorkeeper.define_singleton_method(m) { |*| nil } if Doorkeeper.respond_to?(m)
  end
end

# Including a stub includes nothing, wherever it is included: old Devise's failure app includes
# `ActionController::RackDelegation` (Rails 4, gone since Rails 5), an initializer's
# `on_load(:devise_failure_app)` hook `Turbolinks::Controller` of a gem not loaded here.
Module.prepend(Module.new do
  %i[include extend prepend].each do |m|
    define_method(m) do |*mods|
      kept = mods.reject { |mod| Module === mod && mod.instance_variable_defined?(:@__realworld_stub) }
      kept.empty? && !mods.empty? ? self : super(*kept)
    end
  end
end)

# The models' base: takes what Devise's modules and a model's class body call and ignores what it
# does not know.
module RealworldModel
  def method_missing(*) = nil
  # Active Record's, which Devise's :validatable asks the model for.
  def validates_uniqueness_of(*) = nil

  %i[include extend prepend].each do |m|
    define_method(m) do |*mods|
      mods = mods.select { |mod| Module === mod && !mod.is_a?(Class) } # a stub value answers any method
      mods.empty? ? self : super(*mods)
    end
  end

  def self.extended(base)
    base.include(ActiveModel::Validations)
    base.extend(Devise::Models) if defined?(Devise::Models)
  end
end

module ActiveRecord
  # Gems ask it to choose an API (Devise 4.9: `ActiveRecord.gem_version >= …`): the Rails drawing.
  def self.gem_version = ActionPack.gem_version
  VERSION = ActionPack::VERSION

  class Base
    extend RealworldModel
  end
end

class ApplicationRecord < ActiveRecord::Base; end

module Mongoid
  module Document
    def self.included(base) = base.extend(RealworldModel)
  end
end

# Models load on first reference from app/models, from the innermost namespace outwards as Ruby
# resolves a constant (`Role` inside `User` is app/models/user/role.rb, else app/models/role.rb);
# a directory without a file of its name is a namespace, as Zeitwerk defines it.
module RealworldModels
  def const_missing(name)
    models = File.join(RealworldStub.app_root, "app", "models")
    nesting = equal?(Object) || self.name.nil? ? [] : self.name.split("::")
    nesting.length.downto(0) do |i|
      owner = i.zero? ? Object : Object.const_get(nesting.first(i).join("::"))
      path = File.join(models, ActiveSupport::Inflector.underscore([*nesting.first(i), name.to_s].join("::")))
      # A file being loaded is not loaded again: `include Hydra::User` in app/models/user.rb asks
      # Hydra (a stub) for User, which Ruby 3 does not look up at the top level, and loading
      # user.rb again for it recursed until the stack ran out.
      if File.file?("#{path}.rb") && !RealworldBoot.loading.include?(path)
        begin
          RealworldBoot.loading_model += 1
          RealworldBoot.loading << path
          load "#{path}.rb"
        rescue StandardError => e
          # A stub where the class body wanted the application's value (`CURRENCY_CHOICES.keys`):
          # the class keeps what ran before, its `devise` call included when it came first.
          where = e.backtrace&.find { |l| l.start_with?("#{path}.rb") }&.then { |l| l[/:\d+/] }
          RealworldBoot.note("app/models/#{File.basename(path)}.rb#{where} raised #{e.class}: #{e.message.lines.first&.strip}; read up to there")
        ensure
          RealworldBoot.loading_model -= 1
          RealworldBoot.loading.delete(path)
        end
        return owner.const_get(name, false) if owner.const_defined?(name, false)
      elsif File.directory?(path)
        return owner.const_set(name, Module.new)
      end
    end
    # A model's class body reads an application constant as a value (`CURRENCY_CHOICES.keys`),
    # where stubs.rb makes a list of a plural name for the routes files' loops.
    return const_set(name, RealworldStub::Value.new(name.to_s)) if RealworldBoot.loading_model.positive? && name.match?(/\A[A-Z][A-Z0-9_]+\z/)
    super
  end
end
Module.prepend(RealworldModels)
# Object's own const_missing (stubs.rb extends Object) comes first for top-level names; a copy,
# since Ruby adds no module twice to one chain.
Object.extend(RealworldModels.dup)

# What the engines' routes files and config/initializers read of the engines' configuration: the
# values Rails' engines set by default.
module ActiveStorage
  mattr_accessor :routes_prefix, default: "/rails/active_storage"
  mattr_accessor :draw_routes, default: true
end
module Turbo
  mattr_accessor :draw_routes, default: true
end

# The app's values (manifest.json's prelude), which config/application.rb may read as well.
eval(ENV["REALWORLD_PRELUDE"], TOPLEVEL_BINDING, "prelude") if ENV["REALWORLD_PRELUDE"] # rubocop:disable Security/Eval

RealworldStub.without_env do
  application_rb = File.join(RealworldStub.app_root, "config", "application.rb")
  if File.file?(application_rb)
    begin
      AppBoot.load_application(application_rb)
    rescue StandardError, ScriptError => e
      # A file it reads that the corpus does not keep, a value of another gem: what it set and
      # required before stays.
      where = e.backtrace&.find { |l| l.start_with?(application_rb) }&.then { |l| l[/:\d+/] }
      RealworldBoot.note("config/application.rb#{where} raised #{e.class}: #{e.message.lines.first&.strip}; read up to there")
    end
  end
  ActiveStorage.routes_prefix = Rails::Application.setting(:active_storage, :routes_prefix) || "/rails/active_storage"
  ActiveStorage.draw_routes = Rails::Application.setting(:active_storage, :draw_routes) != false
  Turbo.draw_routes = Rails::Application.setting(:turbo, :draw_routes) != false
  if Rails::Application.config[:api_only] == true
    RS.instance_variable_set(:@config, ActionDispatch::Routing::RouteSet::Config.new(nil, true))
  end

  Dir[File.join(RealworldStub.app_root, "config", "initializers", "*.rb")].sort.each do |file|
    load file
  rescue StandardError, ScriptError => e
    RealworldBoot.note("#{File.basename(file)} raised #{e.class}: #{e.message.lines.first&.strip}")
  end
end
# An initializer that reads the secret from the environment (empty here) leaves it unset.
Devise.secret_key ||= "0" * 64 if defined?(Devise.secret_key)

# Drawn after the application's own files (rails-draw.rb).
REALWORLD_APPENDED = AppBoot.engine_files(RealworldBoot::ENGINE_FILES).freeze
