resources :columns, only: [] do
  resource :left_position, module: :columns
  resource :right_position, module: :columns
end
namespace :columns do
  resources :cards, only: [:show, :update]
end
resources :comments, only: [:show, :destroy]
resources :comments, only: [:show, :destroy]
