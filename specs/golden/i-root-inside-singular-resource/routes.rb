resource :profile, only: [] do
  root to: "profiles#root"
end
