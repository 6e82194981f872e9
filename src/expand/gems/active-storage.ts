/**
 * Active Storage's routes: activestorage/config/routes.rb of Rails, the same from 6.1 to 8.1 and
 * main in every line that draws a route (lines 1–16, copied here; the rest of the file defines
 * `direct` and `resolve` URL helpers, which draw no route). The file's `end if
 * ActiveStorage.draw_routes` is decided by framework.ts, and `ActiveStorage.routes_prefix` is given
 * to the expander as a value.
 */

/** The routes file's text as Rails has it, up to the end of its routes. */
export const ACTIVE_STORAGE_ROUTES = `# frozen_string_literal: true

Rails.application.routes.draw do
  scope ActiveStorage.routes_prefix do
    get "/blobs/redirect/:signed_id/*filename" => "active_storage/blobs/redirect#show", as: :rails_service_blob
    get "/blobs/proxy/:signed_id/*filename" => "active_storage/blobs/proxy#show", as: :rails_service_blob_proxy
    get "/blobs/:signed_id/*filename" => "active_storage/blobs/redirect#show"

    get "/representations/redirect/:signed_blob_id/:variation_key/*filename" => "active_storage/representations/redirect#show", as: :rails_blob_representation
    get "/representations/proxy/:signed_blob_id/:variation_key/*filename" => "active_storage/representations/proxy#show", as: :rails_blob_representation_proxy
    get "/representations/:signed_blob_id/:variation_key/*filename" => "active_storage/representations/redirect#show"

    get  "/disk/:encoded_key/*filename" => "active_storage/disk#show", as: :rails_disk_service
    put  "/disk/:encoded_token" => "active_storage/disk#update", as: :update_rails_disk_service
    post "/direct_uploads" => "active_storage/direct_uploads#create", as: :rails_direct_uploads
  end
end
`

/** Rails 6.0's file (its routes, lines 1–12): the proxy routes came with 6.1. */
const RAILS_6_0 = `# frozen_string_literal: true

Rails.application.routes.draw do
  scope ActiveStorage.routes_prefix do
    get "/blobs/:signed_id/*filename" => "active_storage/blobs#show", as: :rails_service_blob

    get "/representations/:signed_blob_id/:variation_key/*filename" => "active_storage/representations#show", as: :rails_blob_representation

    get  "/disk/:encoded_key/*filename" => "active_storage/disk#show", as: :rails_disk_service
    put  "/disk/:encoded_token" => "active_storage/disk#update", as: :update_rails_disk_service
    post "/direct_uploads" => "active_storage/direct_uploads#create", as: :rails_direct_uploads
  end
end
`

/**
 * Rails 5.2's file with its `direct` and `resolve` helpers (which draw no route) left as blank
 * lines, so that each route keeps its line: the paths were fixed, `routes_prefix` came with 6.0.
 */
const RAILS_5_2 = `# frozen_string_literal: true

Rails.application.routes.draw do
  get "/rails/active_storage/blobs/:signed_id/*filename" => "active_storage/blobs#show", as: :rails_service_blob
${'\n'.repeat(9)}  get "/rails/active_storage/representations/:signed_blob_id/:variation_key/*filename" => "active_storage/representations#show", as: :rails_blob_representation
${'\n'.repeat(13)}  get  "/rails/active_storage/disk/:encoded_key/*filename" => "active_storage/disk#show", as: :rails_disk_service
  put  "/rails/active_storage/disk/:encoded_token" => "active_storage/disk#update", as: :update_rails_disk_service
  post "/rails/active_storage/direct_uploads" => "active_storage/direct_uploads#create", as: :rails_direct_uploads
end
`

/** The routes file of the Rails whose version is `[major, minor]` (Rails main when unknown), or null before 5.2, which had no Active Storage. */
export function activeStorageRoutes(version: readonly number[] | undefined): string | null {
  if (!version) return ACTIVE_STORAGE_ROUTES
  const [major = 0, minor = 0] = version
  if (major < 5 || (major === 5 && minor < 2)) return null
  if (major === 5) return RAILS_5_2
  return major === 6 && minor === 0 ? RAILS_6_0 : ACTIVE_STORAGE_ROUTES
}
