Rails.application.routes.draw do
  constraints subdomain: "auth" do
    use_doorkeeper
  end
end
