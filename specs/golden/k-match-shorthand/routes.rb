get "account/overview"
get "admin/photos/list"
get "foo-bar/baz-qux"
