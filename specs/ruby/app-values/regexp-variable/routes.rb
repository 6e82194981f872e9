# A requirement built from the application's values and kept in a local variable first, its
# codes taken with a block passed as `&:code` (alphagov/whitehall's valid_locales_regex). The
# struct stands for the application (routecraft skips its definition); with
# --value 'Locale.non_english.map(&:code)=[:ar, :cy]' routecraft draws Rails' table exactly.
Locale = Struct.new(:code) do
  def self.non_english = %i[ar cy].map { new(_1) }
end

valid_locales_regex = Regexp.compile(Locale.non_english.map(&:code).join("|"))

get "/features(.:locale)", to: "features#index", as: :features, constraints: { locale: valid_locales_regex }
resources :documents, only: :show do
  get "translations/:locale", to: "documents#translation", as: :translation, locale: valid_locales_regex
end
get "about", to: "pages#about"
