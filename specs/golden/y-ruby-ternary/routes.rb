# A ternary whose condition is known (Rails.env, ENV, a loop variable) is decided like `if`.
get "home", to: Rails.env.production? ? "pages#live" : "pages#dev"
get "about", to: Rails.env.development? ? "pages#about" : "pages#closed", as: :about
%w[a b].each do |letter|
  get "letters/#{letter}", to: "letters#show", as: letter == "a" ? :first_letter : :second_letter
end
get "nested", to: ENV["X"] ? "n#x" : Rails.env.test? ? "n#test" : "n#other"
root to: "home#index",
  protocol: (Rails.env.production? ? "https://" : "http://"),
  as: "root"
get "a", to: (ENV["A"] ? "a#b" : "a#c")
