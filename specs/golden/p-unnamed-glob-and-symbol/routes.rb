# Journey reads a lone `*` as a glob named "" and a `:` followed by a non-token character as a
# segment named ""; a `:` before `/ . ( ) | : *` and a `*` inside a literal run are text.
get "/a/:-b" => "c#a"
get "/b/:" => "c#b"
get "/c/:.x" => "c#c"
get "/d/a*b" => "c#d"
get "/e/*-x" => "c#e"
get "/f/(*)" => "c#f", as: :f
get "/glob/*" => "c#glob"
get "/x/*/y" => "c#x", as: :x
get "/g/*.txt" => "c#g", as: :g
