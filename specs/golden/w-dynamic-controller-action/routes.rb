get ":controller/:action"
get "app/:controller(/:action(/:id))"
