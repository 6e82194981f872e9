# An `if` (or `unless`) whose value is assigned: the value of the branch its condition picks,
# an empty branch or a missing `else` being nil.
users_options = if ENV["CREATE_USERS"] == "on"
                  {}
                else
                  { except: [:edit, :update, :new, :create], constraints: { id: /\d+/ } }
                end

resources :facilities, only: [] do
  resources :users, users_options do
    get "orders", to: "users#orders"
  end
end

stage = if Rails.env.production? then "live" elsif ENV["STAGE"] then ENV["STAGE"] else "dev" end
get "status", to: "status##{stage}", as: :status

format = unless ENV["NO_JSON"]
           :json
         end
resources :reports, only: :index, defaults: { format: format }

legacy = if ENV["LEGACY"]
           "legacy#index"
         end
get "legacy", to: legacy || "pages#gone"

version = if ENV["API_VERSION"] == "1"
            1
          elsif ENV["API_VERSION"] == "2"
            2
          else
          end
get "api/v#{version}", to: "api#show", as: :api
