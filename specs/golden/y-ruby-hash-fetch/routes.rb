# `fetch` with one argument on a hash the file builds: the value where the key is there (a Symbol
# key, a String key, a local hash and a constant one).
PAGES = { about: "/about-us", "team" => "/our-team" }
home = { path: "welcome", controller: "pages" }

get PAGES.fetch(:about), to: "pages#about"
get PAGES.fetch("team"), to: "pages#team"
get home.fetch(:path), controller: home.fetch(:controller), action: :home
resources :posts, only: PAGES.fetch(:about).empty? ? [] : [:index, :show]
