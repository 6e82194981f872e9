namespace :admin do
  root to: "dashboard#show"
end
