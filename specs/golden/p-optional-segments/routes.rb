get "i(/:page)", to: "x#i"
get "v(/:a(/:b))", to: "x#v", as: "v"
get "/posts/(:page)", to: "posts#index"
