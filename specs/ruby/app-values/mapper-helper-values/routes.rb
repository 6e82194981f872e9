# A method the application adds to the mapper, called where a route takes a value: neither the
# routes language's nor the file's, so its value is the application's, named by its expression
# (it was drawn as an empty string). The module stands for the application (routecraft skips it
# and its inclusion).
module RouteHelpers
  def host_for(name) = "#{name}.example.com"
  def slug_format(kind) = kind == :short ? /[a-z]{1,8}/ : /[a-z-]+/
end
ActionDispatch::Routing::Mapper.include(RouteHelpers)

get "status", to: "status#show", host: host_for(:api)
get "posts/:slug", to: "posts#show", constraints: { slug: slug_format(:long) }
get "team", to: "pages#team"
