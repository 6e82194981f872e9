scope "api", module: "api", as: "api" do
  namespace :v1 do
    resources :teams, shallow: true, only: :index do
      resources :players, only: [:index, :show, :update]
    end
  end
end
