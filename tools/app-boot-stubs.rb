# What tools/gems-oracle.rb and tools/realworld/gems-boot.rb both stand in for when they boot an
# application's routes without railties: the requires of railties, Bundler and the ORM;
# config/application.rb, run with its `require`s recorded, and its settings object; which
# engines' routes files it loads; the classes of gems that are not loaded which Devise and
# OmniAuth subclass at load time.

module AppBoot
  # Railties, Bundler and the ORM are not here: the gems' requires of them are answered by stubs
  # that take the configuration calls an engine class body makes and ignore them.
  STUBBED_FEATURES = %w[rails orm_adapter responders bcrypt rack-protection devise/orm/active_record devise/orm/mongoid].freeze
  # What config/application.rb requires (`rails/all`, `active_storage/engine`, …).
  REQUIRED = []

  def self.loading_application? = @loading_application

  # Runs config/application.rb with its `require`s and `require_relative`s (Bundler's setup in
  # `boot`) recorded, not performed.
  def self.load_application(file)
    @loading_application = true
    require_relative_method = Kernel.instance_method(:require_relative)
    Kernel.define_method(:require_relative) { |name| REQUIRED << name; false }
    load file
  ensure
    Kernel.define_method(:require_relative, require_relative_method) if require_relative_method
    @loading_application = false
  end

  # The engines' routes files the application draws after its own, in reverse load order
  # (railties unshifts each engine's file onto the reloader's paths): turbo-rails (when given:
  # Bundler.require loads it), Action Mailbox (`rails/all`, `action_mailbox/engine`), Active
  # Storage (those, `active_storage/engine` or `action_text/engine`, which require it first).
  def self.engine_files(given)
    mailbox = (REQUIRED & %w[rails/all action_mailbox/engine]).any?
    storage = mailbox || (REQUIRED & %w[active_storage/engine action_text/engine]).any?
    [given["turbo-rails"], (given["actionmailbox"] if mailbox), (given["activestorage"] if storage)].compact
  end
end

module Kernel
  alias_method :app_boot_require, :require
  def require(name)
    return false if AppBoot::STUBBED_FEATURES.include?(name)
    if AppBoot.loading_application?
      AppBoot::REQUIRED << name
      return false
    end
    app_boot_require(name)
  end
  # The gems given by GEM_LIBS are not installed: `gem "omniauth", ">= 1.0.0"` finds them there.
  alias_method :app_boot_gem, :gem
  def gem(name, *requirements)
    return true if %w[omniauth warden devise doorkeeper hashie].include?(name)
    app_boot_gem(name, *requirements)
  end
  private :require, :gem
end

module Rails
  # config/application.rb's `config`: settings are kept (nested ones too:
  # `config.active_storage.routes_prefix = …`), method calls ignored.
  class Settings
    def initialize = @values = {}
    def key?(name) = @values.key?(name)
    def [](name) = @values[name]

    def method_missing(name, *args)
      key = name.to_s
      return @values[key.chomp("=").to_sym] = args.first if key.end_with?("=")
      return self unless args.empty?
      @values[name] ||= Settings.new
    end

    def respond_to_missing?(*) = true

    # A setting (`setting(:active_storage, :routes_prefix)`), or nil when the application sets none.
    def setting(group, name) = key?(group) && self[group].key?(name) ? self[group][name] : nil
  end
end

# The responders gem's base class, which Devise's responder subclasses at load time.
module ActionController
  class Responder; end
end

# rack-protection's class that OmniAuth's request check subclasses.
module Rack
  module Protection
    class AuthenticityToken
      def default_options = {}
    end
  end
end
