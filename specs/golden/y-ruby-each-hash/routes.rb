# Loops over hashes: each and each_pair with |key, value|.
{ about: "pages#about", contact: "pages#contact" }.each do |name, target|
  get name.to_s, to: target, as: name
end

{ "old-blog" => "/blog", "old-shop" => "/shop" }.each_pair do |from, to|
  get from, to: redirect(to)
end
