/**
 * RC4052: `resources :posts, onyl: [:index]`. Rails takes an option it does not know as a default
 * (or, for a regexp, a requirement) of every route the statement makes, so a typo is silent.
 * routes.yaml refuses unknown options outright (RC3012); this is the routes language's twin.
 */
import { optionPairs } from '../../ast/types.js'
import type { Diagnostic } from '../../diagnostic.js'
import { nearest } from '../../suggest.js'
import { KIND_OPTIONS } from '../../yaml/kinds.js'
import { type Lint, type LintInput, keyName, lintWarning, routesOf, segmentNames, statements } from './context.js'

// A typo keeps the first letter and is one edit away (two in a long name): `onyl`, `contraints`.
// Wider, and real defaults of apps turn up (`external:` is not a misspelt `internal:`).
function misspeltFrom(name: string, known: readonly string[]): string | undefined {
  const meant = nearest(name, known, (w) => (w.length >= 8 ? 2 : 1))
  return meant !== undefined && meant[0] === name[0] ? meant : undefined
}

export const misspeltOptions: Lint = (input: LintInput): Diagnostic[] => {
  const found: Diagnostic[] = []
  for (const visit of statements(input.files)) {
    const { statement } = visit
    const known = KIND_OPTIONS[statement.method] ?? KIND_OPTIONS[statement.type]
    if (!known || known.length === 0) continue
    const segments = new Set(statement.arguments.flatMap((a) => (a.type === 'string' ? segmentNames(a.value) : [])))
    for (const pair of optionPairs(statement.options)) {
      // Only `name:` keys: a String key is the hash form's path (`get '/s' => 'search#index'`).
      const name = pair.key.type === 'symbol' ? pair.key.value : undefined
      if (name === undefined || known.includes(name) || segments.has(name)) continue
      const meant = misspeltFrom(name, known)
      if (meant === undefined) continue
      const routes = routesOf(visit, input.routes).length
      const kind = pair.value.type === 'regexp' ? 'a requirement' : 'a default'
      found.push(lintWarning('RC4052', visit.file, pair.key.position,
        `${name}: is not an option of ${statement.method}: Rails keeps it as ${kind} :${name} of ${routes === 1 ? 'its route' : `its ${routes} routes`}`,
        `did you mean ${meant}:?`))
    }
  }
  return found
}
