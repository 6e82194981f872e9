# Requirements built from constants and locals interpolated into regexps.
RELEASE_NUMBER = "\\d+(\\.\\d+)*"
ID = /[a-z]+/
locales = %w[en fr pt-BR]

scope "(:locale)", locale: /#{locales.join("|")}/ do
  get "about", to: "pages#about"
end
resources :releases, only: [:show], id: /v(#{RELEASE_NUMBER})/
get "files/:file", to: "files#show", file: %r{docs/#{ID}}i
get "tags/:name", to: "tags#show", name: /#{ID}-#{RELEASE_NUMBER}/o
constraints(subdomain: /#{"api"}|www/) do
  get "ping", to: "health#ping"
end
get "codes/:code", to: "codes#show", code: Regexp.new("[A-Z]{3}")
slug = Regexp.new(locales.first + "-[a-z]+")
get "guides/:slug", to: "guides#show", constraints: { slug: slug }
PAGES = %w[about data terms.html]
get "pages/*id", to: "pages#show", constraints: { id: Regexp.union(PAGES) }
get "docs/:doc", to: "docs#show", doc: Regexp.union("a.b", /c/i)
get "none/:x", to: "none#show", x: Regexp.union([])
