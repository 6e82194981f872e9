get "foo", to: "a#b", as: "foo-bar"
