resources :photos
namespace :admin do
  get ":controller/:action"
end
