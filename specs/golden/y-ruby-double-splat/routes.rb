# Keywords taken from a Hash with `**` are the statement's options, as Ruby passes them: a file
# constant, a local variable, a literal, a method's parameter; in their place among the others, a
# later key replacing an earlier one.
READ_ONLY = { only: [:index, :show] }
admin = { path: "manage", as: "managed" }

resources :photos, **READ_ONLY
resources :notes, **{ only: [:index] }
resources :tags, **admin, only: [:index]
resources :labels, only: [:new], **READ_ONLY
resources(:albums, **READ_ONLY, path: "collections")
get "status", to: "status#show", **{ as: "health", defaults: { format: "json" } }

namespace :api, **{ path: "v1" } do
  resources :users, **READ_ONLY do
    get :recent, on: :collection, **{ as: "newest" }
  end
end

def read_only(name, **options)
  resources name, only: [:index], **options
end

read_only :reports
read_only :charts, path: "graphs", controller: "diagrams"

scope module: "admin", **{} do
  resources :flags, **READ_ONLY.merge(only: [:show])
end

# A key written twice is Ruby's Hash: the later value, in the earlier's place.
root controller: "home", action: :index, controller: "start"
get "twice", to: "a#b", to: "c#d"
get "string-key", to: "a#b", "to" => "c#d"
