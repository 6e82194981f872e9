/**
 * Requests an eager matcher answers once while it is built, so that V8 has optimised the
 * recognition code, with type feedback from every kind of request (static, with params, with a
 * format, percent-encoded, missing), before the first real request arrives. Without them the
 * first thousand or so requests after a start ran in the interpreter: three to four times the
 * time of the same requests warm.
 */
import type { Route } from '../route.js'
import { staticVariants } from './static-map.js'

/** At most this many requests: enough calls for V8 to optimise the hot functions, few enough to build in milliseconds. */
const MOST = 6000

/** `[verb, path]` pairs: routes' patterns with their params filled, their groups taken and left out, and a few misses. */
export function warmUpRequests(routes: readonly Route[]): Array<[string, string]> {
  const all: Array<[string, string]> = [['GET', '/'], ['POST', '/no/such/path'], ['HEAD', '/no.such']]
  for (const route of routes) {
    const verb = route.verb[0] ?? 'GET'
    // `:name` becomes a number, `*name` two segments.
    const filled = route.path.replace(/:\w+/g, '1').replace(/\*\w+/g, 'a/b')
    for (const path of staticVariants(filled)) all.push([verb, path], [verb, `${path}/x%41`])
  }
  // A sample spread over the table (every kind of route), repeated up to the bound on small tables.
  const step = Math.max(1, Math.ceil(all.length / MOST))
  const sample = all.filter((_, i) => i % step === 0)
  return Array.from({ length: Math.max(1, Math.floor(MOST / sample.length)) }, () => sample).flat()
}
