# What Ruby makes of routes.rb files the printer wrote from hostile values: each file of the
# directory DIR (0.rb, 1.rb, ...) is evaluated by an object that records the routing calls it
# makes (statements; `redirect(...)` values) and their arguments, with Kernel in reach, so that a
# value that interpolated would really run. Prints one JSON line per file, in order:
# {"file": "0.rb", "calls": [[method, [args], [[key, value], ...]], ...]} or {"file", "error"}.
# Values: {"str"}, {"sym"}, {"re", "flags"}, integers, booleans, null, arrays, {"hash": [[k, v]]},
# {"call", "args", "options"}. Usage: ruby8 tools/fuzz/record-calls.rb DIR
require "json"

class RecordedCall
  attr_reader :name, :args, :options
  def initialize(name, args, options) = (@name, @args, @options = name, args, options)
end

class Recorder
  attr_reader :calls
  def initialize = @calls = []

  def method_missing(name, *args, **options, &block)
    return RecordedCall.new(name, args, options) if name == :redirect
    @calls << [name.to_s, args.map { encode(_1) }, options.map { |k, v| [encode(k), encode(v)] }]
    block&.call
    nil
  end

  def respond_to_missing?(*) = true

  def encode(value)
    case value
    when String then { "str" => value }
    when Symbol then { "sym" => value.to_s }
    when Regexp
      flags = { "i" => Regexp::IGNORECASE, "m" => Regexp::MULTILINE, "x" => Regexp::EXTENDED }.select { |_, bit| value.options & bit != 0 }.keys.join
      { "re" => value.source, "flags" => flags }
    when Integer, true, false, nil then value
    when Array then value.map { encode(_1) }
    when Hash then { "hash" => value.map { |k, v| [encode(k), encode(v)] } }
    when RecordedCall then { "call" => value.name.to_s, "args" => value.args.map { encode(_1) }, "options" => value.options.map { |k, v| [encode(k), encode(v)] } }
    else { "other" => value.inspect }
    end
  end
end

dir = ARGV.fetch(0)
files = Dir.children(dir).grep(/\A\d+\.rb\z/).sort_by(&:to_i)
$stderr.reopen(File::NULL) # Ruby's warnings (duplicated ranges in classes...) are not findings
files.each do |name|
  recorder = Recorder.new
  begin
    recorder.instance_eval(File.read(File.join(dir, name), encoding: "UTF-8"), name)
    puts JSON.generate({ file: name, calls: recorder.calls })
  rescue Exception => e # a SyntaxError is a finding too
    puts JSON.generate({ file: name, error: "#{e.class}: #{e.message}"[0, 500] })
  end
end
