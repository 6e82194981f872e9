/**
 * The route list as JSON (`routecraft --json`), the form `schema/route-table.schema.json` describes.
 */
import type { Route } from '../route.js'

/** The routes as JSON text with a 2-space indent, without a trailing newline. */
export function routesToJson(routes: readonly Route[]): string {
  return JSON.stringify(routes, null, 2)
}
