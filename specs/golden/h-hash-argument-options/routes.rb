# Options given as a braced Hash rather than keywords: Rails main takes them as the keywords
# (with a deprecation warning per key).
namespace :users, { path: "usuarios", shallow_prefix: "sp" } do
  root to: "home#index"
  resources :posts, only: :index do
    resources :comments, { only: :show, shallow: true }
  end
end
scope({ except: :destroy, path: "x" }) do
  resources :photos
end
get "about", { to: "pages#about", as: "about_page", format: false }
