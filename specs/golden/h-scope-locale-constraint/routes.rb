scope ":locale", locale: /en|nl/ do
  resources :pages, only: :show
end
