# Defaults given with String keys stay Strings, as Rails keeps and lists them; an option Rails
# does not know, given with a String key, is a default of that name (`"path" => "p"` is no path).
get "report", to: "reports#show", defaults: { "page" => 1, "lang" => "en" }
get "feed", to: "feeds#show", "source" => "rss", defaults: { kind: "all" }
get "items/:id", to: "items#show", defaults: { "lang" => "en" }, "sort" => "asc"
resources :photos, only: :index, "path" => "pictures"

defaults "layout" => "print" do
  get "sitemap", to: "sitemaps#show"
end

scope defaults: { "locale" => "en" } do
  get "about", to: "pages#about", defaults: { "locale" => "fr", page: "1" }
end

namespace :api, defaults: { "version" => :v1 } do
  resources :users, only: :show
end
