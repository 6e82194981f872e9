# A requirement built by interpolating a variable that holds the application's value into a
# regexp, kept in a variable first (inaturalist's id_param_pattern). The module stands for the
# application (routecraft skips its definition); the requirement is drawn named by its
# expression, the application's value in the variable's place.
module BelongsToWithUuid
  UUID_PATTERN = /^[0-9a-f]{8}$/
end

uuid_pattern = BelongsToWithUuid::UUID_PATTERN.to_s.gsub(/[\^$]/, "")
id_param_pattern = /(\d+([\w\-%]*))|#{uuid_pattern}/
resources :observations, only: [:show, :destroy], constraints: { id: id_param_pattern }
get "lists/:id", to: "lists#show", as: :list, id: id_param_pattern
get "about", to: "pages#about"
