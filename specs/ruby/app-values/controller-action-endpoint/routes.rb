# A controller's action as the endpoint (`to: DownloadsController.action(:download)`): Metal's
# `action` answers a lambda, which Rails lists as an inline handler. The classes stand for the
# application's controllers (routecraft skips their definitions).
class DownloadsController < ActionController::Metal
end
module Admin
  class ExportsController < ActionController::Metal
  end
end

get "items/:id/download/:file_set_id", to: DownloadsController.action(:download), format: false, as: :file_download
get "items/:id/view" => DownloadsController.action("view")
namespace :admin do
  get "exports/:id", to: Admin::ExportsController.action(:show), as: :export
end
get "items/:id", to: "items#show", as: :item
