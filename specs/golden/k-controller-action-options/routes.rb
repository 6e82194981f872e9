get "x", controller: "photos", action: "index"
get "y", controller: :photos, action: :show
