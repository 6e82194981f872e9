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
import { probeRequests, routesNear, type ProbeRequest } from './requests.js'
import type { PrecedenceChange } from './types.js'

/** One change per pair of (old answer, new answer), with the first probe request that shows it, in table order. */
export function precedenceChanges(before: readonly Route[], after: readonly Route[], pairing: Pairing, changedBefore: ReadonlySet<number>): PrecedenceChange[] {
  const { afterOf, beforeOf } = pairing
  // Only a request some affected route matches can change its answer: those few routes are
  // asked first; then, for the requests one of them matches, the routes that can answer such a
  // request at all (in table order, so the first that matches is the table's answer).
  const affected = affectedRoutes(pairing, changedBefore)
  const affectedBefore = before.filter((_, b) => affected.before[b])
  const affectedAfter = after.filter((_, a) => affected.after[a])
  const mayChange = [createMatcher(affectedBefore), createMatcher(affectedAfter)]
  const nearBefore = routesNear(before, [...affectedBefore, ...affectedAfter])
  const nearAfter = routesNear(after, [...affectedBefore, ...affectedAfter])
  const old = lazyAnswers(before, nearBefore)
  const now = lazyAnswers(after, nearAfter)
  const seen = new Set<string>()
  const found: Array<{ b: number; a: number; change: PrecedenceChange }> = []
  for (const request of probeRequests(before, after, pairing, nearBefore, nearAfter)) {
    if (!mayChange.some((matcher) => matcher.recognize(request.verb, request.path) !== null)) continue
    const b = old(request)
    const a = now(request)
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

/** The index in `routes` of the route that answers a request, from a matcher of the routes at `indices`, compiled on first use. */
function lazyAnswers(routes: readonly Route[], indices: readonly number[]): (request: ProbeRequest) => number {
  let matcher: Matcher | null = null
  return (request) => {
    matcher ??= createMatcher(indices.map((i) => routes[i]!))
    const found = matcher.recognize(request.verb, request.path)
    return found ? indices[found.index]! : -1
  }
}
