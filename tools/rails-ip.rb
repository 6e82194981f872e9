# What Rails 6.1 answers for `request.ip` (Rack 2.2) and `request.remote_ip` (the RemoteIp
# middleware, default trusted proxies, spoofing check on) for the client addresses given on
# standard input, one request per line: REMOTE_ADDR, X-Forwarded-For, Client-IP, tab-separated,
# `-` for an absent header. Prints the line, a tab, then `ip` and `remote_ip` as JSON (or the
# error's class). Used for specs/match/conditions/ip.txt:
#   ruby tools/rails-ip.rb < specs/match/conditions/ip-requests.txt > specs/match/conditions/ip.txt
require "action_dispatch"
require "json"

$stdin.each_line(chomp: true) do |line|
  next if line.empty?
  remote, forwarded, client = line.split("\t").map { |v| v == "-" ? nil : v }
  env = Rack::MockRequest.env_for("/")
  env.delete("REMOTE_ADDR")
  env["REMOTE_ADDR"] = remote if remote
  env["HTTP_X_FORWARDED_FOR"] = forwarded if forwarded
  env["HTTP_CLIENT_IP"] = client if client
  req = ActionDispatch::Request.new(env)
  ip = req.ip
  remote_ip = begin
    ActionDispatch::RemoteIp::GetIp.new(req, true, ActionDispatch::RemoteIp::TRUSTED_PROXIES).to_s
  rescue => e
    { "error" => e.class.name.split("::").last }
  end
  puts "#{line}\t#{JSON.generate([ip, remote_ip])}"
end
