/**
 * RC4054: a `root` declared after a route that already answers `GET /` (a glob such as
 * `get '*path'`, an optional segment `(/:locale)`, a `get '/'`): the first route wins, so the
 * root is never reached. Routes with request conditions or constraint objects are left out of
 * the comparison: whether they take the request depends on it.
 */
import type { Diagnostic } from '../../diagnostic.js'
import { createMatcher } from '../../match/index.js'
import type { Route } from '../../route.js'
import { type Lint, type LintInput, type StatementVisit, contains, lintWarning, routesOf, statements } from './context.js'

// A mount cascades (Rails tries the next route when the app answers X-Cascade: pass), and a
// route under a call routecraft does not know (Devise's `authenticated :user do`) may carry a
// condition the table does not show: neither is counted as taking the request.
function unconditional(route: Route, unknown: readonly StatementVisit[]): boolean {
  if (Object.keys(route.conditions ?? {}).length > 0 || (route.constraintObjects ?? []).length > 0) return false
  return route.anchored && !route.internal && !insideAny(route, unknown)
}

function insideAny(route: Route, visits: readonly StatementVisit[]): boolean {
  return visits.some((v) => v.file === route.source.file && contains(v.statement.position, route.source.line, route.source.column))
}

/** The path a root route answers, its optional groups left out: `/admin(.:format)` → `/admin`. */
function requestPath(route: Route): string {
  return route.path.replace(/\([^()]*\)/g, '') || '/'
}

export const rootsAfterSlash: Lint = (input: LintInput): Diagnostic[] => {
  const found: Diagnostic[] = []
  const visits = statements(input.files)
  const unknown = visits.filter((v) => v.statement.type === 'call' && v.statement.children !== undefined)
  for (const visit of visits) {
    if (visit.statement.type !== 'root') continue
    for (const root of routesOf(visit, input.routes)) {
      if (insideAny(root, unknown)) continue
      if (!root.verb.includes('GET') && root.verb.length > 0) continue
      const index = input.routes.indexOf(root)
      const earlier = createMatcher(input.routes.slice(0, index).filter((r) => unconditional(r, unknown)))
      const taken = earlier.recognize('GET', requestPath(root))
      if (!taken) continue
      const by = taken.route
      const target = by.controller ? `${by.controller}#${by.action}` : (by.endpoint ?? 'an endpoint')
      found.push(lintWarning('RC4054', visit.file, visit.statement.position,
        `root is never reached: GET ${requestPath(root)} is taken by ${by.path} (${target}) from ${by.source.file}:${by.source.line}`,
        `move the root above line ${by.source.line}`))
    }
  }
  return found
}
