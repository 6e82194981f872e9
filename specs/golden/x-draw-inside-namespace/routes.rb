namespace :admin do
  draw :reports
end
