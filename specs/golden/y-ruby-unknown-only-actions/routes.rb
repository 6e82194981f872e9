# Rails 7 drew these declarations, ignoring the names that are not actions; Rails 8 raises.
resources :sessions, only: [:index, :create, :become]
resource :contact, only: [:index, :show, :create]
resources :listings, except: [:dashboard, :edit, :destroy] do
  get :dashboard, on: :collection
end
resources :comments, only: %i[create delete]
resources :photos, only: []
