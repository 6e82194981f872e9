/**
 * Which requests a route can be asked about, by verb, as recognition decides (see
 * src/match/verbs.ts): a route for any verb takes every verb but HEAD's first search; a HEAD
 * request tries the routes that name HEAD, then is matched as GET, so a route's HEAD requests
 * reach it only if its GET requests do.
 */
import type { Route } from '../route.js'

/** Stands for every verb no route names: only routes for any verb accept it. */
export const OTHER_VERB = '*'

/** The verbs whose requests decide whether `route` is reached, given every verb the table names. */
export function verbsOf(route: Route, tableVerbs: ReadonlySet<string>): string[] {
  if (route.verb.length === 0) return [...[...tableVerbs].filter((v) => v !== 'HEAD'), OTHER_VERB]
  return [...new Set(route.verb.map((v) => v.toUpperCase()))]
}

/** True when `route` takes a request of `verb` (HEAD only where it is named). */
export function accepts(route: Route, verb: string): boolean {
  if (route.verb.length === 0) return verb !== 'HEAD'
  return route.verb.some((v) => v.toUpperCase() === verb)
}

/** Every verb the routes name, upper-case. */
export function tableVerbs(routes: readonly Route[]): Set<string> {
  return new Set(routes.flatMap((r) => r.verb.map((v) => v.toUpperCase())))
}

/** `GET`, `GET|POST`, or `any verb`, as a request line shows it. */
export function verbText(verb: string): string {
  return verb === OTHER_VERB ? 'ANY' : verb
}
