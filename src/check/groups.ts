/**
 * Findings grouped as a reader fixes them: one `resources` line whose show, edit and update are
 * each partly taken by the same `resource` declared above is one thing to look at, not five.
 */
import type { Route } from '../route.js'
import { declarationKey } from './findings.js'

/**
 * `items` grouped by the declaration of their route and the set of declarations of the earlier
 * routes involved, groups in the order of their first item.
 */
export function groupByDeclarations<T>(items: readonly T[], routes: readonly Route[], later: (item: T) => number, earlier: (item: T) => number[]): T[][] {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const others = [...new Set(earlier(item).map((i) => declarationKey(routes[i]!)))].sort()
    const key = JSON.stringify([declarationKey(routes[later(item)]!), others])
    const group = groups.get(key)
    if (group) group.push(item)
    else groups.set(key, [item])
  }
  return [...groups.values()]
}
