// The golden cases' requests (Rails' own, from rails-recognize.json), for replaying through the
// explorer. Not a spec: it registers no tests.
import type { Route } from '../../src/route.js'
import { cases, expandCase } from '../expand/cases.js'

export interface GoldenRequests {
  name: string
  routes: Route[]
  /** Each request with Rails' answer (null: no route), asked of http://example.org. */
  requests: Array<{ verb: string; path: string; expect: { route: string; name: string | null | false; params: Record<string, unknown> } | null }>
}

// Where SPEC.md deliberately differs from Rails, the case's NOTE.md says so and its answers are not Rails'.
const differs = (c: { has(f: string): boolean; read(f: string): string }) => c.has('NOTE.md') && c.read('NOTE.md').startsWith('# routecraft differs')

/** Every golden case that has recognition goldens, drawn, with its requests. */
export function goldenRequests(): GoldenRequests[] {
  return cases('golden')
    .filter((c) => c.has('rails-recognize.json') && !differs(c))
    // A constraint object is the application's Ruby: the oracle's stub decides, the page assumes it holds.
    .filter((c) => !/constraints[ (]+[A-Z]|constraints: [A-Z]|constraints: ->|constraints: lambda/.test(c.read('routes.rb')))
    .map((c) => ({
      name: c.name,
      routes: expandCase(c).routes,
      requests: JSON.parse(c.read('rails-recognize.json')).requests as GoldenRequests['requests'],
    }))
}
