# Methods the file defines, called where a value stands: a call answers the value of the
# method's last statement, its arguments bound to its parameters.
def loaderio_token
  (ENV["LOADERIO_TOKEN"] || "loaderio-0123abcd")
end

def api_path(version, suffix: "")
  base = "api/v#{version}"
  base + suffix
end

def section
  ENV.fetch("SECTION", "docs").upcase
end

def landing(name)
  name
end

get loaderio_token => "static_pages#loaderio"
get api_path(1) => "api#v1"
get api_path(2, suffix: "/beta") => "api#v2", as: :beta
get "#{section}/:page", to: "pages#show", as: :section_page
get landing("welcome"), to: "pages#welcome"
