Rails.application.routes.draw do
  namespace :api, path: "external" do
    use_doorkeeper do
      skip_controllers :applications
    end
  end
end
