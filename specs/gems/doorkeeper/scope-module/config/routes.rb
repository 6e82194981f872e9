Rails.application.routes.draw do
  scope module: "admin" do
    use_doorkeeper do
      skip_controllers :authorizations, :tokens
    end
  end
end
