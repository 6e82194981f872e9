resources :projects, controller: :project do
  resources :involvements, :attachments
  resources :participants do
    put :update_all, on: :collection
  end
  resources :companies do
    resources :people
    resource :avatar, controller: :avatar
  end
  resources :images, as: :funny_images do
    post :revise, on: :member
  end
  resource :manager, as: :super_manager do
    post :fire
  end
  resources :people do
    nested do
      scope "/:access_token" do
        resource :avatar
      end
    end
    member do
      put :accessible_projects
      post :resend
      post :generate_new_password
    end
  end
  resources :posts do
    get :archive, on: :collection
    get :toggle_view, on: :collection
    post :preview, on: :member
    resource :subscription
    resources :comments do
      post :preview, on: :collection
    end
  end
end
