# A route given as one hash argument, merged with another, holding a value only the application
# knows (`RouteFormat.username`): Rails draws it whatever the value is. The module stands for the
# application (routecraft skips its definition).
module RouteFormat
  def self.username = /[%\w.\-]+?/
end

["users", "u"].each_with_index do |root_path, index|
  get({ "#{root_path}/:username" => "users#show", constraints: { username: RouteFormat.username } }.merge(index == 1 ? { as: "user" } : {}))
  get({ "#{root_path}/:username/posts" => "posts#index" }.merge({ as: "#{root_path}_posts" }))
end
get({ "about/:page" => "pages#show", constraints: { page: RouteFormat.username } })
