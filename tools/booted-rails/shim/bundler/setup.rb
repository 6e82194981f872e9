# Stands in for `require "bundler/setup"`: the gems come from source directories on the load path
# (rb81), not from an installed bundle. Bundler.require keeps its meaning: every gem of the
# Gemfile's groups is required by its autorequire name; a gem absent here is reported on stderr
# (none of the absent ones draws routes: asset pipeline, servers, linters, solid_* adapters).
require "bundler"
module Bundler
  def self.require(*groups)
    dsl = Bundler::Dsl.new
    dsl.eval_gemfile(ENV.fetch("BUNDLE_GEMFILE"))
    groups = groups.map(&:to_sym)
    groups = [:default] if groups.empty?
    dsl.dependencies.each do |dep|
      next unless (dep.groups & groups).any?
      next unless dep.should_include?
      names = dep.autorequire || [dep.name]
      names.each do |name|
        begin
          Kernel.require name
        rescue LoadError => e
          raise unless e.path.nil? || e.path == name || e.message.include?(name)
          warn "bundler shim: #{dep.name} is not available (#{name})"
        end
      end
    end
  end
end
