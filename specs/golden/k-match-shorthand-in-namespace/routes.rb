namespace :admin do
  get "reports/daily"
end
