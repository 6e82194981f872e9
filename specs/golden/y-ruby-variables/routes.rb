# Local variables and constants assigned from values, used in arguments and options.
ID = /\d+/
SLUG = /[a-z0-9-]+/
api = { format: :json }
prefix = "v2"
pages ||= %w[faq help]

resources :articles, constraints: { id: ID }, only: :show
get "tags/:slug", to: "tags#show", constraints: { slug: SLUG }
get "#{prefix}/status", to: "status#show", defaults: api
get prefix + "/ping", to: "status#ping"
pages.each do |page|
  get page, to: "pages#show", defaults: { page: page }, as: "#{page}_page"
end
scope path: prefix, as: prefix do
  resources :widgets, only: :index, defaults: api
end
