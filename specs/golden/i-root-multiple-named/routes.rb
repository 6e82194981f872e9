root "pages#main"
namespace :admin do
  root "dashboard#show"
end
root "pages#other", as: "other_root"
