Rails.application.routes.draw do
  scope module: "v1", as: "v1", path: "v1" do
    devise_for :users
  end
end
