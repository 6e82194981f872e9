resources :blogs, only: [], shallow: true do
  resources :posts, only: [:index, :show] do
    member do
      post :publish
    end
    collection do
      get :drafts
    end
    new do
      get :preview
    end
    get :stats
  end
end
