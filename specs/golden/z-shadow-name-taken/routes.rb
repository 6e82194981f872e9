get "photos/search", to: "photos#search"
scope "v2" do
  get "photos/search", to: "photos#search"
end
post "photos/search", to: "photos#search_create"
