/**
 * `routecraft check`'s analyses of a drawn route table: shadowed and partly shadowed routes,
 * duplicates, helpers that build one path. Pure: routes in, diagnostics out.
 */
import type { Diagnostic } from '../diagnostic.js'
import type { Route } from '../route.js'
import { findDuplicates, findSameHelperPaths, findTakenNames } from './duplicates.js'
import { duplicateDiagnostic, nameTakenDiagnostic, partlyShadowedDiagnostic, sameHelperDiagnostic, type Sources, verdictDiagnostic } from './findings.js'
import { groupByDeclarations } from './groups.js'
import { analyseShadowing } from './shadowing.js'

export { CHECK_CODES } from './codes.js'
export { analyseShadowing } from './shadowing.js'
export type { ShadowAnalysis, Verdict, Request, Taken } from './shadowing.js'

/**
 * The findings about a route table, in route order: a duplicate is reported as such and not
 * again as shadowed. `sources` (file → text) lets positions span whole declarations.
 */
export function checkRoutes(routes: readonly Route[], sources?: Sources): Diagnostic[] {
  const duplicates = findDuplicates(routes)
  const analysis = analyseShadowing(routes, new Set(duplicates.map((d) => d.route)))
  const partly = analysis.verdicts.filter((v) => v.kind === 'partly-shadowed')
  const found: Array<[number, Diagnostic]> = [
    ...groupByDeclarations(duplicates, routes, (d) => d.route, (d) => [d.of]).map((group): [number, Diagnostic] => [group[0]!.route, duplicateDiagnostic(group, routes, sources)]),
    ...analysis.verdicts.filter((v) => v.kind !== 'partly-shadowed').map((v): [number, Diagnostic] => [v.route, verdictDiagnostic(v, routes, sources)]),
    ...groupByDeclarations(partly, routes, (v) => v.route, (v) => v.examples.map((t) => t.by)).map((group): [number, Diagnostic] => [group[0]!.route, partlyShadowedDiagnostic(group, routes, sources)]),
    ...groupByDeclarations(findTakenNames(routes), routes, (t) => t.route, (t) => [t.by]).map((group): [number, Diagnostic] => [group[0]!.route, nameTakenDiagnostic(group, routes, sources)]),
    ...findSameHelperPaths(routes).map((s): [number, Diagnostic] => [s.route, sameHelperDiagnostic(s, routes, sources)]),
  ]
  return found.sort((a, b) => a[0] - b[0]).map(([, d]) => d)
}
