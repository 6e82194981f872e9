get ":controller/:action/:id", controller: /admin\/[a-z]+/, action: /show|edit/
