# A call's one argument without brackets, as conditions often have it: a constant and the calls
# on it (`%w[development test].include? Rails.env`), a literal (`include? :a`).
get "/theme-preview" => "theme_previews#show", as: :theme_preview if %w[development test].include? Rails.env
get "/prod" => "pages#prod" if %w[production staging].include? Rails.env
if %i[a b].include? :a
  get "/both" => "pages#both"
end
unless ["test"].include? Rails.env.to_s
  get "/untested" => "pages#untested"
end
