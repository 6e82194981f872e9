/**
 * One line about a route for the comments of generated code and for diagnostics:
 * `photo_path: GET /photos/:id(.:format) → photos#show (config/routes.rb:3)`.
 */
import type { Route } from '../route.js'

/** The line for the helper `name` of `route`. */
export function routeSummary(name: string, route: Route): string {
  const verbs = route.verb.length === 0 ? 'ANY' : route.verb.join('|')
  const target = route.controller !== null ? `${route.controller}#${route.action ?? ''}` : route.endpoint ?? 'a Rack app'
  return `${name}_path: ${verbs} ${route.path} -> ${target} (${route.source.file}:${route.source.line})`
}
