# Static collections built with Ruby's own methods: a frozen list continued on the next line,
# numbered block parameters, select/reject/map with a block, Rack's status codes, File.join
# (ENV values are nil unless given), and a key set in a local hash.
%w[about terms].freeze
  .each { |page| get page, to: "pages#show" }

%i[photos albums].each { resources _1, only: :index }

Rack::Utils::HTTP_STATUS_CODES.keys.select { |c| c >= 500 }.reject { _1 > 503 }.each do |code|
  match "/#{code}", to: "errors#error", via: :all, code:
end

%w[faq help].map { |name| "#{name}_page" }.each do |name|
  get name, to: "pages#show"
end

sitemap = File.join("https://#{ENV['SITEMAP_BUCKET']}.s3.amazonaws.com/", "/sitemaps", "sitemap.xml.gz")
get "sitemap.xml.gz", to: redirect(sitemap)

session_controllers = { sessions: "users/sessions" }
session_controllers[:passwords] = "users/passwords"
session_controllers.each do |name, controller|
  get "users/#{name}", to: "#{controller}#new"
end
