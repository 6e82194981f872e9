get "photos/:id", to: "photos#show"
get "files/:name.txt", to: "files#show"
get "i(/:page)", to: "x#i"
