# Regexps with interpolation in requirements: of a constant of Ruby (Gem::Version::VERSION_PATTERN,
# whose repeated groups are each delimited by a `.` and cannot backtrack badly), of a local string,
# of a regexp (written as (?-mix:...)), of a loop's value, with the `o` and `i` flags.
SLUG = "[a-z0-9-]+"
NUMBER = /\d+/
resources :versions, param: :number, only: :show, constraints: {
  number: /#{Gem::Version::VERSION_PATTERN}(?=\.(json|yaml|sha256)\z)|#{Gem::Version::VERSION_PATTERN}/o
}
get "posts/:slug/:id", to: "posts#show", constraints: { slug: /#{SLUG}/o, id: /#{NUMBER}\/?/ }
%w[en fr].each do |locale|
  get ":page", to: "pages#show", as: "#{locale}_page", constraints: { page: /#{locale}-[a-z]+/i }
end
