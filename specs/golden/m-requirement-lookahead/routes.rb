# Ids that may hold dots, up to a known format: the lookahead idiom of real applications
# (danbooru, lobsters, rubygems.org). The compiled table keeps such routes with its lookahead
# extension (every engine but RE2).
resources :wiki_pages, only: [:show, :update], id: /.+?(?=\.json|\.xml|\.html)|.+/
get "gems/:name/versions/:number", to: "versions#show", number: /\d+(?:\.\d+)*(?=\.(?:json|yaml)\z)|\d+(?:\.\d+)*/
get "domains/:id", to: "domains#show", id: /(?!www\.)[a-z0-9.-]+/
