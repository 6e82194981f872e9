# Array#- on lists the file writes: the locales other than English, in loops and requirements.
LOCALES = %w[en fr de en-GB]
others = LOCALES - ["en", "en-GB"]
others.each do |locale|
  get "#{locale}/home", to: "home#show", defaults: { locale: locale }
end
get ":locale/about", to: "pages#about", constraints: { locale: /#{(LOCALES - %w[en]).join("|")}/ }
get "none", to: "pages#none" if (others - others).empty?
