/**
 * Duplicates: a route declared again with the same path, requirements and request conditions
 * as an earlier one, for a verb the earlier one takes (the second never wins that verb); two
 * helpers that build the same path; and routes whose automatic name an earlier route took.
 */
import type { Route } from '../route.js'
import { accepts, tableVerbs, verbsOf } from './verbs.js'

/** A later route that repeats an earlier one for `verbs` (all its verbs when `whole`). */
export interface Duplicate {
  route: number
  of: number
  verbs: string[]
  whole: boolean
}

/** Two named routes whose helpers build the same path. */
export interface SameHelperPath {
  route: number
  of: number
}

/** What a route matches, beyond its verbs: equal keys match the same requests. */
function matchKey(route: Route): string {
  return JSON.stringify([route.path, route.requirements, route.conditions ?? {}, route.constraintObjects ?? []])
}

/** Each later route that repeats an earlier one, against the first earlier one sharing a verb. */
export function findDuplicates(routes: readonly Route[]): Duplicate[] {
  const verbs = tableVerbs(routes)
  const byKey = new Map<string, number[]>()
  const out: Duplicate[] = []
  routes.forEach((route, index) => {
    if (!route.anchored) return
    const key = matchKey(route)
    let earlier = byKey.get(key)
    if (!earlier) byKey.set(key, (earlier = []))
    const own = verbsOf(route, verbs)
    for (const a of earlier) {
      // An earlier Rack app may pass a request on (`X-Cascade`); equal conditions fail alike.
      if (routes[a]!.controller === null && routes[a]!.redirect === undefined) continue
      const shared = own.filter((verb) => accepts(routes[a]!, verb))
      if (shared.length === 0) continue
      out.push({ route: index, of: a, verbs: shared, whole: shared.length === own.length })
      break
    }
    earlier.push(index)
  })
  return out
}

/** A route Rails left unnamed because an earlier route with another path had its name. */
export interface NameTaken {
  route: number
  by: number
}

/** Each route whose automatic name an earlier route took (`Route.unnamed`), with that route. */
export function findTakenNames(routes: readonly Route[]): NameTaken[] {
  const holder = new Map<string, number>()
  const out: NameTaken[] = []
  routes.forEach((route, index) => {
    if (typeof route.name === 'string' && !holder.has(route.name)) holder.set(route.name, index)
    const by = route.unnamed === undefined ? undefined : holder.get(route.unnamed)
    if (by !== undefined) out.push({ route: index, by })
  })
  return out
}

/** Each named route whose path is an earlier named route's, under another name. */
export function findSameHelperPaths(routes: readonly Route[]): SameHelperPath[] {
  const firstByPath = new Map<string, number>()
  const out: SameHelperPath[] = []
  routes.forEach((route, index) => {
    if (typeof route.name !== 'string' || !route.anchored) return
    const key = JSON.stringify([route.path, route.requirements])
    const first = firstByPath.get(key)
    if (first === undefined) firstByPath.set(key, index)
    else if (routes[first]!.name !== route.name) out.push({ route: index, of: first })
  })
  return out
}

