# A method the file defines with the name of one of the routes language's: the file's calls of
# it run the file's method, and `super` in it calls the language's own, passing the block along.
def redirect(path, options = { prefix: "/government" })
  super(options[:prefix] + path)
end

def legacy(path)
  redirect("/new#{path}")
end

root to: redirect("/admin/")
get "home", to: redirect("/", prefix: ""), as: :home
get "old", to: legacy("/pages")

def resources(name, options = {})
  super(name, options.merge({ only: [:index, :show] }))
end

resources :photos do
  resources :comments
  get "preview", on: :member
end
resources :users

def namespace(name, options = {})
  super(name, options.merge({ path: name.to_s.dasherize }))
end

namespace :admin_area do
  resources :reports
end

# Bare `super` passes the method's own arguments. Rails' own `resources` calls `get` too (for a
# resource's actions), so this one is defined after the last resource.
def get(path, options = {})
  super
end

get "about", to: "pages#about"
