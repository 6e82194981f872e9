# A method of the routes file given a keyword it does not take.
def page_routes(prefix, named: true)
  get prefix, to: "pages#show"
end

page_routes "a", name: false
