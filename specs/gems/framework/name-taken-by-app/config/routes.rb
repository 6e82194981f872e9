Rails.application.routes.draw do
  post "uploads" => "uploads#create", as: :rails_direct_uploads
end
