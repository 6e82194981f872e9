# A resource's controller given as the application's value. The modules stand for the
# application (routecraft skips their definitions, and names each value `#{expression}`).
module Dashboards
  ROOT = "dashboards"
end
module Accounts
  def self.controller_name = "profiles"
end

resources :boards, controller: Dashboards::ROOT, only: [:index, :show]
resource :account, controller: Accounts.controller_name, only: :show
namespace :admin do
  resources :panels, controller: Dashboards::ROOT, only: :index do
    get :stats, on: :member
  end
end
