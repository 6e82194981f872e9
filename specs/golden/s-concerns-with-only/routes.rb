concern :votable do
  resources :votes, only: :create
  member do
    post :upvote
  end
end
resources :answers, only: [:show], concerns: :votable
