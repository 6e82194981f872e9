// The compiled table and conformance vectors of a golden case (not a spec: it registers no
// tests): the vectors derived from its routes plus the requests and helper calls of Rails' own
// answers (rails-recognize.json, rails-paths.json; calls with named params only, as the
// protocol has no positional arguments), all answered by the matcher.
import { compileTable, type CompiledTable } from '../../src/compile/table.js'
import { deriveVectors, type Vector } from '../../src/compile/vectors.js'
import { type Case, expandCase } from '../expand/cases.js'

export interface CaseVectors {
  table: CompiledTable
  vectors: Vector[]
  /** Rails' own answers to the case's requests and named-params helper calls, as the oracle gave them. */
  rails: RailsAnswer[]
}

/** A question and Rails' answer: a route's pattern, name and params (null: no match), or a path or an error. */
export type RailsAnswer =
  | { recognize: { verb: string; path: string }; expect: { route: string; name: string | null | false; params: Record<string, unknown> } | null }
  | { generate: { name: string; params: Record<string, unknown> }; expect: string | { error: string; message: string } }

interface RailsCall {
  name: string
  args: unknown[]
  expect: string | { error: string; message: string }
}

interface RailsRecognition {
  verb: string
  path: string
  expect: { route: string; name: string | null | false; params: Record<string, unknown> } | null
}

/** The table and vectors of a case, or null when the case draws no routes. */
export function caseVectors(c: Case): CaseVectors | null {
  const { routes } = expandCase(c)
  if (routes.length === 0) return null
  const requests = c.has('rails-recognize.json') ? (JSON.parse(c.read('rails-recognize.json')).requests as RailsRecognition[]) : []
  const railsCalls = c.has('rails-paths.json') ? (JSON.parse(c.read('rails-paths.json')).calls as RailsCall[]) : []
  const calls = railsCalls.flatMap(({ name, args, expect }) => {
    if (args.length === 0) return [{ name, params: {}, expect }]
    const [only] = args
    return args.length === 1 && typeof only === 'object' && only !== null && !Array.isArray(only) ? [{ name, params: only as Record<string, unknown>, expect }] : []
  })
  const rails: RailsAnswer[] = [
    ...requests.map(({ verb, path, expect }) => ({ recognize: { verb, path }, expect })),
    ...calls.map(({ name, params, expect }) => ({ generate: { name, params }, expect })),
  ]
  return { table: compileTable(routes), vectors: deriveVectors(routes, { requests, calls: calls.map(({ name, params }) => ({ name, params })) }), rails }
}
