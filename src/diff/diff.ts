/**
 * `diffRoutes`: two route tables compared route by route (by identity), helper by helper, and
 * request by request.
 */
import type { Route } from '../route.js'
import { changedFields } from './fields.js'
import { helperChanges } from './helpers.js'
import { pairRoutes } from './pair.js'
import { precedenceChanges } from './precedence.js'
import type { ChangedRoute, DiffOptions, RouteDiff } from './types.js'

/** What changed from the `before` table to the `after` one. */
export function diffRoutes(before: readonly Route[], after: readonly Route[], options: DiffOptions = {}): RouteDiff {
  const pairing = pairRoutes(before, after)
  const changed: ChangedRoute[] = []
  after.forEach((route, a) => {
    const b = pairing.beforeOf[a]!
    if (b < 0) return
    const fields = changedFields(before[b]!, route)
    if (fields.length > 0) changed.push({ before: before[b]!, after: route, fields })
  })
  return {
    added: after.filter((_, a) => pairing.beforeOf[a]! < 0),
    removed: before.filter((_, b) => pairing.afterOf[b]! < 0),
    changed,
    helpers: helperChanges(before, after),
    precedence: options.precedence === false ? [] : precedenceChanges(before, after, pairing),
  }
}
