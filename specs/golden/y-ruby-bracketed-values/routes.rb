# Values in brackets, as Ruby groups them: a literal, a sum, a product, a choice between ENV and a
# default.
get "feed", to: "feed#index", defaults: { page: (1), per: (10 + 15) * 2, rule: "-" * 3 }
get "docs", to: "docs#index", host: (ENV["DOCS_HOST"] || "docs.example.com")
scope path: ("shop") do
  get "cart", to: "carts#show"
end
resources :photos, only: (%i[index show])
get ("about"), to: "pages#about"
