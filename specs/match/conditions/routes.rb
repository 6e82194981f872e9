# Request conditions, recognised with full URLs: `recognize.txt` holds Rails' answers
# (ruby tools/rails-oracle.rb specs/match/conditions/routes.rb recognize ...; see conditions.spec.ts).
constraints subdomain: "api" do
  get "status", to: "api#status"
  resources :photos, only: [:index, :show]
end
constraints subdomain: /\Aapp\d*\z/ do
  get "status", to: "apps#status"
end
get "status", to: "site#status", constraints: { domain: "example.org" }
get "status", to: "site#fallback"
get "secure", to: "s#secure", constraints: { protocol: "https://" }
get "secure", to: "s#insecure"
get "ports", to: "s#ports", constraints: { port: 8080 }
get "multi", to: "m#multi", constraints: { subdomain: ["a", "b.c"] }
get "www", to: "w#www", constraints: { subdomain: "www", host: "www.example.com" }
get "sym", to: "s#sym", constraints: { subdomain: :api }
get "present", to: "p#present", constraints: { subdomain: true }
get "blank", to: "b#blank", constraints: { subdomain: false }
get "caseless", to: "c#caseless", constraints: { host: /EXAMPLE\.COM/i }
get "hostport", to: "h#hostport", constraints: { host_with_port: "example.com:8080" }
get "scheme", to: "s#scheme", constraints: { scheme: "https" }
get "path", to: "p#path", constraints: { fullpath: /\?q=/ }
get "items/:a-:b", to: "i#glued", constraints: { subdomain: "glue" }
get "items/:a-:b", to: "i#plain"
match "head", to: "h#head", via: :head, constraints: { subdomain: "h" }
get "head", to: "h#get"
get "files/*path", to: "f#api", constraints: { subdomain: "api" }
get "files/*path", to: "f#show"
