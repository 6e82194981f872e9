# The routes of a small blog, in Rails' own config/routes.rb syntax.
# `routecraft examples/blog/config/routes.rb` prints the same table as `bin/rails routes`.
Rails.application.routes.draw do
  root "posts#index"

  get "about", to: "pages#about"
  get "feed", to: "posts#index", defaults: { format: "atom" }, as: :feed

  concern :commentable do
    resources :comments, only: [:index, :create, :destroy]
  end

  resources :posts, concerns: :commentable do
    collection do
      get :search
    end
    member do
      post :publish
      delete :unpublish
    end
    resources :tags, only: [:index, :create, :destroy], shallow: true
  end

  resources :authors, only: [:index, :show], param: :slug
  resource :session, only: [:new, :create, :destroy]

  scope "(:locale)", locale: /en|fr/ do
    get "archive/:year(/:month)", to: "archives#show", as: :archive, year: /\d{4}/, month: /\d{2}/
  end

  draw :admin

  get "/old-posts/:id", to: redirect("/posts/%{id}")
  get "*path", to: "pages#not_found", format: false
end
