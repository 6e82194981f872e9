# with_options, as older applications write it: the options merge into each call made on the
# block's parameter (deep-merged, the call's own options winning), or into every call without one.
with_options controller: "pages", constraints: { id: /\d+/ } do |page|
  page.get "about", action: :about
  page.get "legal/:id", action: :legal, constraints: { format: :html }
  page.get "faq", to: "help#faq"
  get "outside", to: "outside#show"
end

with_options only: [:index, :show] do |o|
  o.resources :photos
  o.resources :videos, only: :index
end

with_options(defaults: { format: :json }) do
  get "status", to: "status#show"
end
