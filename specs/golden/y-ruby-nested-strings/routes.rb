# A string inside an interpolation does not end the string around it.
get "/help/:title", to: "help#show", constraints: ->(req) { req.params[:title] != "x#{CGI.escape("help:#{req.path}")}" }
get "/a#{"b"}c", to: "pages#abc"
get "/x#{'}'}y", to: "pages#xy", as: :brace
get "#{"/nested#{"/deep"}"}", to: "pages#deep"
resources :after
