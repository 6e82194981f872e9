get "photos/:action", controller: "photos"
get "admin/:action(/:id)", controller: "admin/reports"
