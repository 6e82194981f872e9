resources :photos
get "foo", to: "Admin::Foo#bar"
