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
}

interface RailsCall {
  name: string
  args: unknown[]
}

/** The table and vectors of a case, or null when the case draws no routes. */
export function caseVectors(c: Case): CaseVectors | null {
  const { routes } = expandCase(c)
  if (routes.length === 0) return null
  const requests = c.has('rails-recognize.json') ? (JSON.parse(c.read('rails-recognize.json')).requests as Array<{ verb: string; path: string }>) : []
  const railsCalls = c.has('rails-paths.json') ? (JSON.parse(c.read('rails-paths.json')).calls as RailsCall[]) : []
  const calls = railsCalls.flatMap(({ name, args }) => {
    if (args.length === 0) return [{ name, params: {} }]
    const [only] = args
    return args.length === 1 && typeof only === 'object' && only !== null && !Array.isArray(only) ? [{ name, params: only as Record<string, unknown> }] : []
  })
  return { table: compileTable(routes), vectors: deriveVectors(routes, { requests, calls }) }
}
