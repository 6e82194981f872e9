/**
 * turbo-rails' historical-location routes (config/routes.rb of turbo-rails 2.0, the same three
 * routes since 1.0): drawn unless the application sets `config.turbo.draw_routes = false`, which
 * framework.ts decides in place of the file's `end if Turbo.draw_routes`.
 */

/** The routes file's text as turbo-rails has it. */
export const TURBO_ROUTES = `Rails.application.routes.draw do
  get "recede_historical_location", to: "turbo/native/navigation#recede", as: :turbo_recede_historical_location
  get "resume_historical_location", to: "turbo/native/navigation#resume", as: :turbo_resume_historical_location
  get "refresh_historical_location", to: "turbo/native/navigation#refresh", as: :turbo_refresh_historical_location
end if Turbo.draw_routes
`
