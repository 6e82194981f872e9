/**
 * What the explorer shows, as data: the listed routes in groups (the file that drew them, then
 * the namespace of their controller), and the findings of the load and of `check`, each tied to
 * the route it is about when there is one. Pure: the route list and diagnostics in, plain data out.
 */
import type { Diagnostic } from '../diagnostic.js'
import { routeRow } from '../format/index.js'
import { type Route, routeTarget } from '../route.js'

/** One listed route, as the Rails routes page shows it. */
export interface ExplorerRow {
  /** The route's index in the route list (internal routes are not listed but keep their index). */
  index: number
  /** The helper's name (`photo`), or '' when the route has none. */
  name: string
  verb: string
  path: string
  /** `controller#action` and the constraints, as `rails routes` prints them. */
  reqs: string
  /** `file:line` of the statement that drew it. */
  source: string
  /** Indices into `ExplorerModel.findings` of the findings about this route. */
  findings: number[]
}

/** Neighbouring rows drawn by one file under one namespace. */
export interface ExplorerGroup {
  file: string
  /** The controller's module path (`admin/reports`), or '' for top-level controllers. */
  namespace: string
  rows: ExplorerRow[]
}

/** A diagnostic of the load or of `check`, as the page lists it. */
export interface ExplorerFinding {
  code: string
  severity: Diagnostic['severity']
  message: string
  /** `file:line:column`. */
  location: string
  /** The routes it is about (by index), the earlier routes it names (by index). */
  routes: number[]
  related: number[]
}

/** Everything the page lists. */
export interface ExplorerModel {
  /** The routes file, as given to the page (relative to the app root). */
  file: string
  routes: readonly Route[]
  groups: ExplorerGroup[]
  findings: ExplorerFinding[]
  counts: { routes: number; errors: number; warnings: number }
}

/** `file:line`, the key that ties a diagnostic to the routes a statement drew. */
function lineKey(file: string, line: number): string {
  return `${file}:${line}`
}

/** The namespace a route is grouped under: its controller's module path. */
function namespaceOf(route: Route): string {
  const controller = route.controller ?? ''
  const slash = controller.lastIndexOf('/')
  return slash < 0 ? '' : controller.slice(0, slash)
}

/** Builds the page's data from a drawn route list and every diagnostic about it. */
export function explorerModel(file: string, routes: readonly Route[], diagnostics: readonly Diagnostic[]): ExplorerModel {
  const byLine = new Map<string, number[]>()
  routes.forEach((route, index) => {
    const key = lineKey(route.source.file, route.source.line)
    const list = byLine.get(key)
    if (list) list.push(index)
    else byLine.set(key, [index])
  })
  // A statement draws several routes: a finding names the ones it means (`GET /photos/:id(.:format)
  // (photos#show)`) in its message, which narrows the statement's routes down to them.
  const routesAt = (where: { file: string; message: string; position: { start: { line: number } } }) => {
    const all = byLine.get(lineKey(where.file, where.position.start.line)) ?? []
    const named = all.filter((index) => where.message.includes(`${routes[index]!.path} (${routeTarget(routes[index]!)})`))
    return named.length > 0 ? named : all
  }
  const findings = diagnostics.map(
    (d): ExplorerFinding => ({
      code: d.code,
      severity: d.severity,
      message: d.message,
      location: `${d.file}:${d.position.start.line}:${d.position.start.column}`,
      routes: routesAt(d),
      related: [...new Set((d.related ?? []).flatMap(routesAt))],
    }),
  )
  const findingsOf = new Map<number, number[]>()
  findings.forEach((finding, at) => {
    for (const index of finding.routes) findingsOf.set(index, [...(findingsOf.get(index) ?? []), at])
  })
  // Runs of neighbouring routes, so that the page keeps the table's order (which is precedence).
  const groups: ExplorerGroup[] = []
  routes.forEach((route, index) => {
    if (route.internal) return
    const namespace = namespaceOf(route)
    let group = groups[groups.length - 1]
    if (!group || group.file !== route.source.file || group.namespace !== namespace) {
      group = { file: route.source.file, namespace, rows: [] }
      groups.push(group)
    }
    group.rows.push({ index, ...routeRow(route), findings: findingsOf.get(index) ?? [] })
  })
  const count = (severity: Diagnostic['severity']) => diagnostics.filter((d) => d.severity === severity).length
  return { file, routes, groups, findings, counts: { routes: routes.filter((r) => !r.internal).length, errors: count('error'), warnings: count('warning') } }
}
