/**
 * The routes a statement draws. Everything Rails draws while it runs a statement is contiguous in
 * the route list, but not all of it is declared inside the statement: a `concerns:` option draws
 * the concern's routes, declared in the `concern` block, in the middle of the resource's. So the
 * routes declared inside the statement give the first and the last, and everything between
 * them is the statement's too.
 */
import { contains, type StatementVisit } from '../check/lints/context.js'
import type { Route } from '../route.js'

export function routesDrawnBy(visit: StatementVisit, routes: readonly Route[]): Route[] {
  let first = -1
  let last = -1
  routes.forEach((route, index) => {
    if (route.source.file !== visit.file || !contains(visit.statement.position, route.source.line, route.source.column)) return
    if (first < 0) first = index
    last = index
  })
  return first < 0 ? [] : routes.slice(first, last + 1).filter((route) => !route.internal)
}
