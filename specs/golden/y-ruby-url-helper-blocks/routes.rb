# The blocks of `direct` and `resolve` are Ruby the application runs when the URL helper is
# called: drawing keeps them as written and draws no route for them.
resources :baskets

direct :homepage do
  "https://rubyonrails.org"
end

direct(:cdn_image) { |model, options| { host: "cdn.example.com", path: model.image_path } }

direct :help, host: "example.com" do |options|
  [:root, options]
end

direct(:empty) {}

resolve("Basket") { [:basket] }
resolve("Basket", anchor: "items") do |basket, options|
  route_for(:basket, options)
end

get "after", to: "pages#after"
