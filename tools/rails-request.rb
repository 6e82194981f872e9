# What Rails (main, on Rack 3.2) answers to the request methods route conditions may name, for the requests given
# on standard input, one JSON object a line: {"url": ..., "remote_addr": ..., "headers": {...}}
# (`remote_addr` and `headers` optional). Prints, a line each, {"request": <the input>,
# "answers": {method: value}}; a method that raises answers {"error": <class name>}. remote_ip
# is computed as the RemoteIp middleware sets it (default trusted proxies, spoofing check on).
# From the repository root:
#   RAILS8_MOUNTS=$PWD ruby8 tools/rails-request.rb < specs/match/conditions/facts-requests.jsonl > specs/match/conditions/facts.jsonl
require "action_dispatch"
require "json"

METHODS = %w[
  protocol scheme ssl? host hostname port host_with_port subdomain subdomains domain server_name
  path query_string fullpath url original_url method request_method
  remote_addr ip remote_ip local? user_agent referer referrer authorization xhr?
  content_type media_type cookies
].freeze

$stdin.each_line(chomp: true) do |line|
  next if line.strip.empty?
  input = JSON.parse(line)
  headers = (input["headers"] || {}).to_h { |name, value| ["HTTP_#{name.upcase.tr('-', '_')}", value] }
  headers["CONTENT_TYPE"] = headers.delete("HTTP_CONTENT_TYPE") if headers.key?("HTTP_CONTENT_TYPE")
  env = Rack::MockRequest.env_for(input["url"], headers.merge(method: input["method"] || "GET"))
  env["REMOTE_ADDR"] = input["remote_addr"] if input["remote_addr"]
  req = ActionDispatch::Request.new(env)
  req.remote_ip = ActionDispatch::RemoteIp::GetIp.new(req, true, ActionDispatch::RemoteIp::TRUSTED_PROXIES)
  answers = METHODS.to_h do |name|
    value = req.public_send(name)
    [name, value.is_a?(ActionDispatch::RemoteIp::GetIp) ? value.to_s : value]
  rescue => e
    [name, { "error" => e.class.name.split("::").last }]
  end
  puts JSON.generate({ request: input, answers: answers })
end
