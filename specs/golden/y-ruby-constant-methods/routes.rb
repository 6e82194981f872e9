# Methods of values the file assigns to constants: a requirement joined from a list, a hash's
# fetch with a default, its keys, a String key.
LOCALES = %w[en fr de]
PAGES = { about: "/about-us", "team" => "/our-team" }

get "/:locale/home", to: "home#show", locale: Regexp.new(LOCALES.join("|"))
get "/about", to: redirect(PAGES.fetch(:about, "/"))
get "/jobs", to: redirect(PAGES.fetch(:jobs, "/"))
get "/team", to: redirect(PAGES["team"])
PAGES.keys.each do |page|
  get "/pages/#{page}", to: "pages##{page}"
end
get "/first", to: "pages#first" if LOCALES.first == "en"
