// The golden cases' requests (Rails' own, from rails-recognize.json), for replaying through the
// explorer. Not a spec: it registers no tests.
import type { Route } from '../../src/route.js'
import { cases, expandCase } from '../expand/cases.js'

export interface GoldenRequests {
  name: string
  routes: Route[]
  requests: Array<{ verb: string; path: string }>
}

/** Every golden case that has recognition goldens, drawn, with its requests. */
export function goldenRequests(): GoldenRequests[] {
  return cases('golden')
    .filter((c) => c.has('rails-recognize.json'))
    .map((c) => ({
      name: c.name,
      routes: expandCase(c).routes,
      requests: (JSON.parse(c.read('rails-recognize.json')).requests as Array<{ verb: string; path: string }>).map(({ verb, path }) => ({ verb, path })),
    }))
}
