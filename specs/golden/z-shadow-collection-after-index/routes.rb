resources :background_jobs
resources :background_jobs, only: [] do
  collection { delete :clear_failed }
  member { post :retry }
end
