Rails.application.routes.draw do
  scope "v1" do
    use_doorkeeper
  end
end
