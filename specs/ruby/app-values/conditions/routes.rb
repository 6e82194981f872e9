# Request conditions and requirements built from the application's values: an interpolated
# regexp, Regexp.union and Regexp.new of its constants, a method's answer. The modules stand for
# the application (routecraft skips their definitions); the routes exist whatever the values are.
module Analytics
  DOMAIN = "analytics.example.com"
end
module Site
  PAGES = %w[about team]
  def self.slug_source = "[a-z-]+"
  def self.api_subdomain = "api"
end

constraints host: /#{Analytics::DOMAIN}/ do
  get "stats", to: "stats#index"
end
get ":page", to: "pages#show", page: Regexp.union(Site::PAGES)
get "posts/:slug", to: "posts#show", constraints: { slug: Regexp.new(Site.slug_source) }
constraints subdomain: Site.api_subdomain do
  resources :tokens, only: :index
end
get "team", to: "pages#team"
