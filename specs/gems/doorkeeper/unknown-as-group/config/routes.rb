Rails.application.routes.draw do
  use_doorkeeper do
    as applications: :apps
  end
end
