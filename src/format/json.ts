/**
 * The route list as JSON (`routecraft --json`), the form `schema/route-table.schema.json` describes.
 * Its keys come in one fixed order whichever way the expander built a route, so that a committed
 * snapshot of the list changes only when a route does.
 */
import type { Route } from '../route.js'

/** The route's keys in the order `src/route.ts` declares them; any others follow in their own order. */
export const ROUTE_KEYS: ReadonlyArray<keyof Route> = [
  'name',
  'verb',
  'path',
  'controller',
  'action',
  'endpoint',
  'redirect',
  'requirements',
  'defaults',
  'stringKeys',
  'conditions',
  'constraintObjects',
  'anchored',
  'internal',
  'unnamed',
  'source',
]

const SOURCE_ORDER = ['file', 'line', 'column'] as const

/** A copy of the route with its keys (and its source's) in the canonical order. */
export function canonicalRoute(route: Route): Route {
  const out: Record<string, unknown> = {}
  for (const key of ROUTE_KEYS) if (route[key] !== undefined) out[key] = route[key]
  for (const [key, value] of Object.entries(route)) if (!(key in out) && value !== undefined) out[key] = value
  if (route.source) {
    const source: Record<string, unknown> = {}
    for (const key of SOURCE_ORDER) source[key] = route.source[key]
    out.source = { ...source, ...route.source }
  }
  return out as unknown as Route
}

/** The routes as JSON text with a 2-space indent, without a trailing newline. */
export function routesToJson(routes: readonly Route[]): string {
  return JSON.stringify(routes.map(canonicalRoute), null, 2)
}
