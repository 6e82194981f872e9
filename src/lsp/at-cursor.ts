/**
 * What the cursor is on: the innermost routing statement of a file that contains a point, and
 * the option key under it, if any.
 */
import { optionPairs } from '../ast/types.js'
import type { Pair } from '../ast/types.js'
import { contains, statements, type StatementVisit } from '../check/lints/context.js'
import type { Analysis } from './analysis.js'

/** The statements of one file of an analysis, in source order (an enclosing statement first). */
export function statementsOf(analysis: Analysis, file: string): StatementVisit[] {
  return statements(analysis.files.filter((f) => f.file === file))
}

/** The innermost statement containing the point (1-based line and column), or undefined. */
export function statementAt(visits: readonly StatementVisit[], line: number, column: number): StatementVisit | undefined {
  let found: StatementVisit | undefined
  for (const visit of visits) if (contains(visit.statement.position, line, column)) found = visit
  return found
}

/** The option whose key is under the point. */
export function optionAt(visit: StatementVisit, line: number, column: number): Pair | undefined {
  return optionPairs(visit.statement.options).find((pair) => contains(pair.key.position, line, column))
}

/** The file name (as the analysis gives it) of an absolute path, or undefined when the analysis did not read it. */
export function fileNameOf(analysis: Analysis, path: string, absolute: (file: string) => string): string | undefined {
  return [...analysis.load.sources.keys()].find((file) => absolute(file) === path)
}
