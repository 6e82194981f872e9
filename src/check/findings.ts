/**
 * The analyses' conclusions as diagnostics: at the later declaration, naming the earlier one
 * (with its own code frame, as a related location), with an example request and a fix hint.
 */
import type { Position } from '../ast/types.js'
import type { Diagnostic, RelatedLocation } from '../diagnostic.js'
import { lineIndex } from '../line-index.js'
import type { Route } from '../route.js'
import { CHECK_CODES, DUPLICATE, NAME_TAKEN, PARTLY_SHADOWED, SAME_HELPER_PATH, SHADOWED, UNDECIDED } from './codes.js'
import type { Duplicate, NameTaken, SameHelperPath } from './duplicates.js'
import type { Taken, Verdict } from './shadowing.js'
import { verbText } from './verbs.js'

/** Where the routes were declared, to point at whole statements; positions are a column wide without it. */
export type Sources = ReadonlyMap<string, string>

/** The span of a route's declaration: from its column to the end of that line's text. */
export function declarationPosition(route: Route, sources?: Sources): Position {
  const { line, column } = route.source
  const source = sources?.get(route.source.file)
  const lines = source === undefined ? undefined : lineIndex(source)
  const text = lines && line >= 1 && line <= lines.count ? lines.text(line).replace(/\s+$/, '') : undefined
  const offset = lines ? lines.offset(line) + column - 1 : 0
  const width = text === undefined ? 1 : Math.max(1, text.length - column + 1)
  return { start: { line, column, offset }, end: { line, column: column + width, offset: offset + width } }
}

/** `GET /photos/:id(.:format) (photos#show)`. */
export function describe(route: Route): string {
  return `${verbsAndPath(route)} (${target(route)})`
}

/** `GET /photos/:id(.:format)`. */
function verbsAndPath(route: Route): string {
  return `${route.verb.length === 0 ? 'ANY' : route.verb.join('|')} ${route.path}`
}

function target(route: Route): string {
  return route.controller !== null ? `${route.controller}#${route.action}` : route.endpoint ?? 'a Rack app'
}

function at(route: Route): string {
  return `${route.source.file}:${route.source.line}:${route.source.column}`
}

function example(t: Taken, routes: readonly Route[], place = true): string {
  return `${verbText(t.verb)} ${t.path} → ${target(routes[t.by]!)}${place ? ` (${at(routes[t.by]!)})` : ''}`
}

/** Diagnostic fields shared by every finding about `route`. */
function finding(code: string, route: Route, message: string, hint: string | undefined, related: Route[], sources?: Sources): Diagnostic {
  const entry = CHECK_CODES.find((c) => c.code === code)!
  const d: Diagnostic = { code, name: entry.name, severity: entry.severity, message, file: route.source.file, position: declarationPosition(route, sources) }
  if (hint !== undefined) d.hint = hint
  if (related.length > 0) d.related = related.map((r): RelatedLocation => ({ message: `${describe(r)} is declared here`, file: r.source.file, position: declarationPosition(r, sources) }))
  return d
}

/** Where to move a route so that it comes first. */
function above(earlier: Route, later: Route): string {
  return earlier.source.file === later.source.file ? `line ${earlier.source.line}` : at(earlier)
}

/** A shadowing verdict as a diagnostic. */
export function verdictDiagnostic(verdict: Verdict, routes: readonly Route[], sources?: Sources): Diagnostic {
  const route = routes[verdict.route]!
  if (verdict.kind === 'undecided') {
    return finding(UNDECIDED, route, `whether ${describe(route)} is reached is not decided: ${verdict.reason}`, undefined, [], sources)
  }
  if (verdict.kind === 'shadowed') {
    const by = verdict.by.map((i) => routes[i]!)
    const names = by.map((r) => `${describe(r)} at ${at(r)}`).join(', ')
    const message = `${describe(route)} is never reached: ${by.length === 1 ? 'an earlier route answers' : 'earlier routes answer'} every request it matches (${names}); e.g. ${example(verdict.example, routes, by.length > 1)}`
    const hint = `move this route above ${above(by[0]!, route)}, or add a requirement to the earlier route that excludes these paths`
    return finding(SHADOWED, route, message, hint, by, sources)
  }
  return partlyShadowedDiagnostic([verdict], routes, sources)
}

type PartlyShadowed = Extract<Verdict, { kind: 'partly-shadowed' }>

/**
 * Partly shadowed routes of one declaration, taken by the same earlier declarations (a
 * `resources` line's show, edit and update against a `resource` declared above it), as one
 * finding: each route with one example request; `data.routes` lists every example of each.
 */
export function partlyShadowedDiagnostic(verdicts: readonly PartlyShadowed[], routes: readonly Route[], sources?: Sources): Diagnostic {
  const route = routes[verdicts[0]!.route]!
  const all = verdicts.flatMap((v) => v.examples)
  const earlier = firstOfEachDeclaration(all.map((t) => routes[t.by]!))
  let message: string
  if (verdicts.length === 1) {
    const shown = all.slice(0, 3)
    const more = all.length - shown.length
    message = `some requests of ${describe(route)} are answered by an earlier route: ${shown.map((t) => example(t, routes)).join('; ')}${more > 0 ? ` (and ${more} more)` : ''}`
  } else {
    // The earlier declarations are shown below (related); each route's target is in its examples' path.
    const each = verdicts.map((v) => `${verbsAndPath(routes[v.route]!)}, e.g. ${example(v.examples[0]!, routes, false)}`)
    message = `some requests of ${verdicts.length} routes declared here are answered by earlier routes: ${each.join('; ')}`
  }
  const first = routes[all[0]!.by]!
  const hint = `if those requests are meant for ${verdicts.length === 1 ? 'this route' : 'these routes'}, move ${verdicts.length === 1 ? 'it' : 'the declaration'} above ${above(first, route)}; otherwise add a requirement that tells them apart`
  const d = finding(PARTLY_SHADOWED, route, message, hint, earlier.slice(0, 3), sources)
  d.data = {
    routes: verdicts.map((v) => ({
      route: describe(routes[v.route]!),
      examples: v.examples.map((t) => ({ verb: verbText(t.verb), path: t.path, by: describe(routes[t.by]!), at: at(routes[t.by]!) })),
    })),
  }
  return d
}

/** Where a route was declared, as a key: the routes of one `resources` line share it. */
export function declarationKey(route: Route): string {
  return at(route)
}

/** The first route of each declaration, in order. */
function firstOfEachDeclaration(list: readonly Route[]): Route[] {
  const seen = new Set<string>()
  return list.filter((r) => !seen.has(declarationKey(r)) && seen.add(declarationKey(r)))
}

/**
 * Duplicates of one declaration repeating routes of one earlier declaration (a concern's
 * routes drawn twice) as one finding; `data.routes` lists each pair.
 */
export function duplicateDiagnostic(group: readonly Duplicate[], routes: readonly Route[], sources?: Sources): Diagnostic {
  const d = group[0]!
  const route = routes[d.route]!
  const earlier = routes[d.of]!
  const verbs = (d: Duplicate) => (d.whole ? '' : ` for ${d.verbs.map(verbText).join(', ')}`)
  const message =
    group.length === 1
      ? `${describe(route)} repeats the route declared at ${at(earlier)}${verbs(d)}: the earlier one always wins, so this one never answers ${d.whole ? 'a request' : `a ${d.verbs.map(verbText).join('/')} request`}`
      : `${group.length} routes declared here repeat routes declared at ${at(earlier)}: ${group.map((d) => `${verbsAndPath(routes[d.route]!)}${verbs(d)}`).join(', ')}; the earlier ones always win, so these never answer those requests`
  const out = finding(DUPLICATE, route, message, 'remove one of the two declarations (or give them different paths)', [earlier], sources)
  out.data = { routes: group.map((d) => ({ route: describe(routes[d.route]!), repeats: describe(routes[d.of]!), at: at(routes[d.of]!), verbs: d.verbs.map(verbText) })) }
  return out
}

/** Routes of one declaration whose automatic name one earlier route took, as one diagnostic. */
export function nameTakenDiagnostic(group: readonly NameTaken[], routes: readonly Route[], sources?: Sources): Diagnostic {
  const route = routes[group[0]!.route]!
  const holder = routes[group[0]!.by]!
  const name = String(holder.name)
  const subject = group.length === 1 ? `${describe(route)} has` : `${group.map((t) => verbsAndPath(routes[t.route]!)).join(', ')} have`
  const message = `${subject} no helper: Rails would have named ${group.length === 1 ? 'it' : 'them'} ${name}, but ${describe(holder)} (${at(holder)}) already has that name, so ${name}_path builds ${holder.path} and Rails says nothing`
  const d = finding(NAME_TAKEN, route, message, `give ${group.length === 1 ? 'this route' : 'these routes'} a name of ${group.length === 1 ? 'its' : 'their'} own with as:, if ${group.length === 1 ? 'it needs' : 'they need'} a helper`, [holder], sources)
  d.data = { name, routes: group.map((t) => describe(routes[t.route]!)), holder: describe(holder), at: at(holder) }
  return d
}

/** Two helpers building one path, as a diagnostic. */
export function sameHelperDiagnostic(s: SameHelperPath, routes: readonly Route[], sources?: Sources): Diagnostic {
  const route = routes[s.route]!
  const earlier = routes[s.of]!
  const message = `${String(route.name)}_path builds the same path as ${String(earlier.name)}_path (${route.path}, declared at ${at(earlier)})`
  return finding(SAME_HELPER_PATH, route, message, `use ${String(earlier.name)}_path, or drop one of the names`, [earlier], sources)
}
