scope constraints: { id: /\d+/ } do
  scope constraints: { slug: /[a-z]+/ } do
    get "a/:id/:slug", to: "x#a"
  end
end
