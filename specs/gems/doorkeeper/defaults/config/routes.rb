Rails.application.routes.draw do
  defaults format: :json do
    use_doorkeeper do
      skip_controllers :applications, :authorized_applications
    end
  end
end
