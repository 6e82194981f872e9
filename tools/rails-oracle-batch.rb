# Many routes files through the Rails oracle (tools/rails-oracle.rb) in one Ruby process, so a
# corpus of hundreds of files costs one Rails boot instead of one per file and question.
#
#   ruby tools/rails-oracle-batch.rb JOBS_JSON
#
# JOBS_JSON: [{"id": ..., "file": ROUTES_FILE, "requests": [[VERB, PATH], ...], "calls": [[NAME, ARGS], ...]}, ...]
# ("requests" and "calls" optional). Prints one JSON line per job, in order:
#   {"id", "error": {class, message, line[, file]}}                 when drawing raises
#   {"id", "table": TEXT, "expanded": TEXT, "routes": [route JSON...], when it draws; "recognize" and
#    "recognize": [answer or null, ...], "paths": [{path}|{error, message}, ...]}   "paths" only when asked
# Each value is what the matching single-file mode of rails-oracle.rb prints (table, expanded, json,
# error, recognize, paths), plus "warnings": the deprecation warnings drawing gave, as
# [{message, line}] (line: of ROUTES_FILE). A job that takes more than 20 s is answered
# {"id", "timeout": true}.
require "json"
require "timeout"
require_relative "rails-oracle"

jobs = JSON.parse(File.read(ARGV.fetch(0)))
$stdout.sync = true
# Deprecation warnings are collected per job, with the line of the routes file that caused them.
warnings = []
drawing = nil
ActionDispatch.deprecator.behavior = lambda do |message, callstack, *|
  frame = callstack.find { |l| File.expand_path(l.absolute_path || l.path) == drawing }
  warnings << { message: message.sub(/\ADEPRECATION WARNING: /, "").sub(/ \(called from .*\)\z/m, ""), line: frame&.lineno }
end
jobs.each do |job|
  answer = { id: job["id"] }
  warnings = []
  drawing = File.expand_path(job["file"])
  begin
    Timeout.timeout(20) do
      rs, err = RailsOracle.draw(job["file"])
      answer[:warnings] = warnings
      if err
        answer[:error] = RailsOracle.error_json(job["file"], err)
      else
        table = RailsOracle.table(rs)
        answer[:table] = table.end_with?("\n") ? table : "#{table}\n" # as `puts` prints it in table mode
        answer[:routes] = rs.routes.map { |r| RailsOracle.route_json(r) }
        expanded = RailsOracle.expanded(rs)
        answer[:expanded] = expanded.end_with?("\n") ? expanded : "#{expanded}\n"
        if job["requests"]
          answer[:recognize] = job["requests"].map { |verb, path| RailsOracle.recognize(rs, verb, path) }
        end
        answer[:paths] = job["calls"].map { |name, args| RailsOracle.path_call(rs, name, args) } if job["calls"]
      end
    end
  rescue Timeout::Error
    answer = { id: job["id"], timeout: true }
  rescue StandardError => e
    answer = { id: job["id"], crash: "#{e.class}: #{e.message}" }
  end
  puts JSON.generate(answer)
end
