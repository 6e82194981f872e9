concern :imageable do
  resource :image, only: :show
end
resource :profile, only: :show, concerns: :imageable
