namespace :admin do
  mount MountedRackApp => "/app"
end
