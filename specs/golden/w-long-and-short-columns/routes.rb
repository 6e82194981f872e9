get "a-very-long-path/with/many/segments/:id/and/more", to: "some/deeply/nested/controller#some_action", as: "a_really_quite_long_route_name"
get "s", to: "x#s"
