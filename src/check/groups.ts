/**
 * Findings grouped as a reader fixes them: one `resources` line whose show, edit and update are
 * each partly taken by the same `resource` declared above is one thing to look at, not five.
 */
import type { Route } from '../route.js'
import { declarationKey } from './findings.js'
import type { Verdict } from './shadowing.js'

type PartlyShadowed = Extract<Verdict, { kind: 'partly-shadowed' }>

/**
 * The verdicts grouped by their route's declaration and the set of declarations of the earlier
 * routes that take their requests, groups in the order of their first route.
 */
export function groupByDeclarations(verdicts: readonly PartlyShadowed[], routes: readonly Route[]): PartlyShadowed[][] {
  const groups = new Map<string, PartlyShadowed[]>()
  for (const verdict of verdicts) {
    const earlier = [...new Set(verdict.examples.map((t) => declarationKey(routes[t.by]!)))].sort()
    const key = JSON.stringify([declarationKey(routes[verdict.route]!), earlier])
    const group = groups.get(key)
    if (group) group.push(verdict)
    else groups.set(key, [verdict])
  }
  return [...groups.values()]
}
