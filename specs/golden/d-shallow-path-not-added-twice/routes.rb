namespace :admin do
  shallow do
    resources :posts, only: :index do
      resources :comments, only: [:index, :show]
    end
  end
end
