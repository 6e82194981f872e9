get "posts(/:page)", to: "posts#index", page: /\d+/
get "posts/:slug", to: "posts#show"
get "archive/:year(/:month)", to: "archive#show"
get "archive/:id/edit", to: "archive#edit"
scope "(:locale)", locale: /en|fr/ do
  get "about", to: "pages#about"
end
get "en/about", to: "pages#english_about"
get "de/about", to: "pages#german_about"
