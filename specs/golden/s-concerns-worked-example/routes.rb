concern :commentable do
  resources :comments, only: :index
end
concern :toggleable do
  post :toggle, on: :member
end
resources :posts, only: :index, concerns: [:commentable, :toggleable] do
  get :extra, on: :collection
end
resource :profile, only: :show, concerns: :commentable
namespace :admin do
  concerns :commentable
end
