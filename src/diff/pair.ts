/**
 * Which route of the new table is which route of the old one: the same verbs and path pattern,
 * and among routes that share those, the same name first, then declaration order. Position and
 * source location play no part, so a moved route is the same route.
 */
import type { Route } from '../route.js'

/** Counterparts by index: `afterOf[i]` is the new index of old route i, -1 when it has none. */
export interface Pairing {
  afterOf: Int32Array
  beforeOf: Int32Array
}

/** A route's identity: its verbs as a set, and its path pattern. */
export function identityOf(route: Route): string {
  return `${[...route.verb].sort().join(',')} ${route.path}`
}

function byIdentity(routes: readonly Route[]): Map<string, number[]> {
  const groups = new Map<string, number[]>()
  routes.forEach((route, index) => {
    const key = identityOf(route)
    const group = groups.get(key)
    if (group) group.push(index)
    else groups.set(key, [index])
  })
  return groups
}

/** Pairs the routes of two tables. */
export function pairRoutes(before: readonly Route[], after: readonly Route[]): Pairing {
  const afterOf = new Int32Array(before.length).fill(-1)
  const beforeOf = new Int32Array(after.length).fill(-1)
  const link = (b: number, a: number) => ((afterOf[b] = a), (beforeOf[a] = b))
  const olds = byIdentity(before)
  for (const [key, news] of byIdentity(after)) {
    const candidates = olds.get(key)
    if (!candidates) continue
    for (const a of news) {
      const b = candidates.find((i) => afterOf[i] === -1 && before[i]!.name === after[a]!.name)
      if (b !== undefined) link(b, a)
    }
    const leftOld = candidates.filter((i) => afterOf[i] === -1)
    news.filter((a) => beforeOf[a] === -1).forEach((a, k) => k < leftOld.length && link(leftOld[k]!, a))
  }
  return { afterOf, beforeOf }
}
