get "photos" => "photos#index"
get "pictures" => "photos"
controller :photos do
  get "recent" => :recent
end
get "old" => redirect("/photos")
