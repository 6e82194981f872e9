/**
 * The diff as JSON (`routecraft diff --json`): `added`, `removed`, `changed` and `precedence`,
 * routes in the route list's JSON form with its key order.
 */
import { canonicalRoute } from '../format/index.js'
import type { Route } from '../route.js'
import type { RouteDiff } from './types.js'

/** The diff's JSON form, as a value. */
export function diffToJson(diff: RouteDiff): Record<'added' | 'removed' | 'changed' | 'precedence', unknown[]> {
  const route = (r: Route | null) => (r === null ? null : canonicalRoute(r))
  return {
    added: diff.added.map(route),
    removed: diff.removed.map(route),
    changed: diff.changed.map((c) => ({ before: route(c.before), after: route(c.after), fields: c.fields })),
    precedence: diff.precedence.map((p) => ({ request: { verb: p.request.verb, path: p.request.path }, before: route(p.before), after: route(p.after) })),
  }
}
