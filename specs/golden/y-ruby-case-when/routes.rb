# case/when, decided as Ruby decides it: `value === subject` for strings, symbols, numbers, nil,
# regexps and splatted arrays; the first matching `when` wins; a bare `case` takes the first truthy
# `when`. `environment` sets FEATURES; the environment is development.
ADMIN_ENVS = %w[development staging]

case Rails.env
when "production", "staging"
  get "status", to: "health#show"
when *ADMIN_ENVS
  get "console", to: "admin#console"
else
  get "other", to: "pages#other"
end

case Rails.env
when /\Adev/ then get "debug", to: "debug#index"
end

case ENV["DEPLOY"]
when nil
  get "local", to: "pages#local"
when "edge"
  get "edge", to: "pages#edge"
end

case
when Rails.env.production?
  resources :metrics, only: :index
when ENV.fetch("FEATURES", "").include?("beta")
  get "beta", to: "beta#index"
else
  get "stable", to: "stable#index"
end

scope "(:locale)", locale: /en|fr/ do
  %w[about terms privacy].each do |page|
    case page
    when "about" then get page, to: "pages#about", as: :about_page
    when :terms # a Symbol is never a String
      get "never", to: "pages#never"
    when "terms", "privacy"
      get page, to: "pages#legal", as: "#{page}_page"
    end
  end
end

case 3
when 1, 2
  get "few", to: "counts#few"
when 3
  get "three", to: "counts#three"
end

case :api
when :web
when :api
  namespace :api do
    resources :posts, only: [:index, :show]
  end
end
