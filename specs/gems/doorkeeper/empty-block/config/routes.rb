Rails.application.routes.draw do
  use_doorkeeper do
  end
end
