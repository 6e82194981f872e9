/**
 * RC4051: a requirement naming neither a segment of the routes it constrains nor a request
 * method (`get 'photos/:id', constraints: { slug: /\w+/ }`). Rails sorts it into the route's
 * request conditions and then keeps only those the request answers: it is dropped without a word.
 */
import { optionPairs } from '../../ast/types.js'
import type { Statement } from '../../ast/types.js'
import type { Diagnostic } from '../../diagnostic.js'
import { REQUEST_METHODS } from '../../expand/mapping.js'
import { nearest } from '../../suggest.js'
import { constraintEntries } from './constraint-hashes.js'
import { type Lint, type LintInput, keyName, lintWarning, routesOf, segmentNames, statements } from './context.js'

// Routes made elsewhere (a drawn file, a concern's block) carry another source position: a
// statement that pulls them in is not judged, rather than judged on part of its routes.
function pullsRoutesFromElsewhere(statement: Statement): boolean {
  if (statement.type === 'draw' || statement.type === 'concerns') return true
  if (optionPairs(statement.options).some((p) => keyName(p) === 'concerns')) return true
  return (statement.children ?? []).some((child) => 'options' in child && 'method' in child && pullsRoutesFromElsewhere(child as Statement))
}

export const unknownConstraints: Lint = (input: LintInput): Diagnostic[] => {
  const found: Diagnostic[] = []
  for (const { visit, entry, name } of constraintEntries(statements(input.files))) {
    if (name === 'controller' || REQUEST_METHODS.has(name) || pullsRoutesFromElsewhere(visit.statement)) continue
    const routes = routesOf(visit, input.routes)
    if (routes.length === 0) continue
    const segments = new Set(routes.flatMap((r) => segmentNames(r.path)))
    // A resource's `:id` requirement also constrains its nested routes' `:user_id` (Rails' nested param).
    if (segments.has(name) || [...segments].some((s) => s.endsWith(`_${name}`))) continue
    const suggestion = nearest(name, segments, (w) => Math.max(1, Math.floor(w.length / 3)))
    const paths = [...new Set(routes.map((r) => r.path))]
    found.push(lintWarning('RC4051', visit.file, entry.position,
      `constraint :${name} names no segment of ${paths.length === 1 ? paths[0] : `the ${paths.length} paths it constrains`} and no request method: Rails drops it`,
      suggestion ? `did you mean :${suggestion}?` : `name a segment of the path (${[...segments].map((s) => `:${s}`).join(', ') || 'it has none'}) or a request method such as :subdomain`))
  }
  return found
}
