/**
 * Precedence changes: requests that another route answers now. Both tables are asked through
 * the matcher, so every rule of Rails' recognition (order, requirements, formats, verbs) is in
 * the answer. A request only an added route answers, or only a removed route answered, is the
 * addition or removal itself, already reported, and not repeated here.
 */
import { createMatcher, type Matcher } from '../match/index.js'
import type { Route } from '../route.js'
import { affectedRoutes } from './affected.js'
import type { Pairing } from './pair.js'
import { probeRequests } from './requests.js'
import type { PrecedenceChange } from './types.js'

/** One change per pair of (old answer, new answer), with the first probe request that shows it, in table order. */
export function precedenceChanges(before: readonly Route[], after: readonly Route[], pairing: Pairing, changedBefore: ReadonlySet<number>): PrecedenceChange[] {
  const { afterOf, beforeOf } = pairing
  // Only a request some affected route matches can change its answer: those few routes are
  // asked first, and the whole tables only for the requests one of them matches.
  const affected = affectedRoutes(pairing, changedBefore)
  const affectedBefore = before.filter((_, b) => affected.before[b])
  const affectedAfter = after.filter((_, a) => affected.after[a])
  const mayChange = [createMatcher(affectedBefore), createMatcher(affectedAfter)]
  // The whole tables are compiled only when a request needs them.
  let old: Matcher | null = null
  let now: Matcher | null = null
  const seen = new Set<string>()
  const found: Array<{ b: number; a: number; change: PrecedenceChange }> = []
  for (const request of probeRequests(before, after, pairing, [...affectedBefore, ...affectedAfter])) {
    if (!mayChange.some((matcher) => matcher.recognize(request.verb, request.path) !== null)) continue
    old ??= createMatcher(before)
    now ??= createMatcher(after)
    const b = old.recognize(request.verb, request.path)?.index ?? -1
    const a = now.recognize(request.verb, request.path)?.index ?? -1
    if (b >= 0 ? afterOf[b] === a : a < 0) continue
    if ((b < 0 && beforeOf[a]! < 0) || (a < 0 && afterOf[b]! < 0)) continue
    const key = `${b} ${a}`
    if (seen.has(key)) continue
    seen.add(key)
    found.push({ b, a, change: { request, before: before[b] ?? null, after: after[a] ?? null } })
  }
  // In table order: by the route that answered before, then by the one that answers now (none last).
  const rank = (index: number) => (index < 0 ? Infinity : index)
  return found.sort((x, y) => rank(x.b) - rank(y.b) || rank(x.a) - rank(y.a)).map((entry) => entry.change)
}
