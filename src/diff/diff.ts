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
  const changedBefore = new Set<number>()
  after.forEach((route, a) => {
    const b = pairing.beforeOf[a]!
    if (b < 0) return
    const fields = changedFields(before[b]!, route)
    if (fields.length > 0) changed.push({ before: before[b]!, after: route, fields }), changedBefore.add(b)
  })
  const added = after.filter((_, a) => pairing.beforeOf[a]! < 0)
  const removed = before.filter((_, b) => pairing.afterOf[b]! < 0)
  // The same routes in the same order, none changed: every request has the same answer.
  const same = added.length === 0 && removed.length === 0 && changed.length === 0 && pairing.afterOf.every((a, b) => a === b)
  const precedence = options.precedence === false || same ? [] : precedenceChanges(before, after, pairing, changedBefore)
  return { added, removed, changed, helpers: helperChanges(before, after), precedence }
}
