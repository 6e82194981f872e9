# ActiveSupport's String#underscore on names the file builds, with Rails' default inflections:
# dashes, camel case, acronyms followed by a word, digits, namespaces.
%w(tos privacy-policy cookie-policy choose_locale).each do |action|
  underscored = action.underscore
  get action => "static##{underscored}", as: underscored
end
get "admin/#{'AdminPanel'.underscore}", to: "#{'Admin::DashboardPages'.underscore}#show", as: "HTMLPage2Parts".underscore
