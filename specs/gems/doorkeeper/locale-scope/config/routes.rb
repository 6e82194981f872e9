Rails.application.routes.draw do
  scope "(:locale)", locale: /en|de/ do
    use_doorkeeper
  end
end
