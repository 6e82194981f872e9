# Asks Rails (main, on Rack 3.2) how it answers requests to redirect routes, for the listener
# specs (specs/serve/listener-redirect.spec.ts). Usage (ruby8 sees the parent of the working
# directory and /tmp; RAILS8_MOUNTS adds more):
#   RAILS8_MOUNTS="$PWD DIR" ruby8 tools/redirect-oracle.rb DIR/routes.rb DIR/cases.txt
# ROUTES.rb holds routes-language lines (drawn as in config/routes.rb). Each line of CASES.txt is a
# request target, then `|NAME=value` Rack env entries (HTTP_HOST, HTTPS, HTTP_X_FORWARDED_PROTO...);
# HTTP_HOST defaults to example.org. Prints one JSON line per case:
# [case, status, Location, body, Content-Type, Content-Length].
# Errors Rails shows as 400 (ActionController::BadRequest) or 500 (anything else) print that status.
require "action_dispatch"
require "erb"
require "json"
require "active_support/core_ext/string/output_safety"

routes, cases = ARGV
set = ActionDispatch::Routing::RouteSet.new
source = File.read(routes)
set.draw { instance_eval(source) }
File.readlines(cases, chomp: true).each do |line|
  next if line.empty?
  target, *entries = line.split("|")
  path, query = target.split("?", 2)
  env = Rack::MockRequest.env_for("/")
  env.merge!("PATH_INFO" => path, "QUERY_STRING" => query.to_s, "HTTP_HOST" => "example.org")
  entries.each { |entry| name, value = entry.split("=", 2); env[name] = value.to_s }
  begin
    status, headers, body = set.call(env)
    text = +""
    body.each { |part| text << part }
    puts JSON.generate([line, status, headers["Location"], text, headers["Content-Type"], headers["Content-Length"]])
  rescue ActionController::BadRequest
    puts JSON.generate([line, 400, nil, nil])
  rescue StandardError
    puts JSON.generate([line, 500, nil, nil])
  end
end
