# A method of the routes file called with more arguments than it takes: Ruby points at its `def`.
get "x", to: "x#y"

def page_routes(prefix, named: true)
  get prefix, to: "pages#show"
end

page_routes "a", "b"
