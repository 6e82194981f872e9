# A literal right after an optional group that starts with a slash (basecamp/fizzy's mobile
# clients): left out, the group glues "_v" to the token before it, so /client_configurations_v
# matches as /client_configurations/ios_v does.
get "client_configurations/(:platform)_v(:version)" => "client_configurations#show",
  platform: /android|ios/, version: /\d+/
get "reports(.:kind)-summary", to: "reports#summary"
