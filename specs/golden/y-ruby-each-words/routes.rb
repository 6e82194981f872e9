# Loops over literal collections, their block parameters used as values.
%w[about terms privacy].each do |page|
  get page, to: "pages##{page}"
end

[:users, :posts].each { |r| resources r, only: [:index, :show] }

%i[photos videos].each do |kind|
  get "#{kind}/:id/download", to: "#{kind}#download", as: "download_#{kind.to_s.singularize}"
end

%w[en fr de].each_with_index do |locale, i|
  get "home-#{locale}", to: "home#show", defaults: { locale: locale, position: i }
end

%w[a b c d e].each_slice(2) do |pair|
  get pair.first, to: "slices##{pair.last}"
end

namespace :admin do
  %w[reports stats].map do |name|
    resources name.to_sym, only: :index
  end
end
