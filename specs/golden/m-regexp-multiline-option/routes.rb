# A multiline requirement given as an option is drawn: Rails merges the route's options into the
# path's wildcard options and skips the multiline check for any requirement named there. Given in
# `constraints:` it is refused (specs/errors/multiline-requirement).
get "multi/:text", to: "texts#show", text: /a.b/m
scope "notes", slug: /[a-z]+.x/m do
  get ":slug", to: "notes#show", as: :note
end
