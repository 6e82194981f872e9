# A concern's block parameter is bound to the options given to `concerns` (`{}` when none).
concern :reportable do |options|
  resources :reports, { only: [:new, :create] }.merge(options)
end
concern :commentable do |options|
  resources :comments, only: :index, controller: options.fetch(:controller, "comments")
end
concern :plain do |options|
  get :preview, on: :member if options.empty?
end
resources :photos do
  concerns :reportable, only: :new
  concerns :commentable, controller: "photo_comments"
  concerns :plain
end
resources :posts, concerns: [:reportable, :plain]
