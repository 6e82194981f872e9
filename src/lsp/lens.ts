/** Code lens: above each statement that draws routes, how many. */
import type { CodeLens } from 'vscode-languageserver/node'
import { routesDrawnBy } from './drawn.js'
import type { Analysis } from './analysis.js'
import { statementsOf } from './at-cursor.js'
import { toRange } from './convert.js'

/** One lens per statement that draws at least one route, on its first line. */
export function lensesOf(analysis: Analysis, file: string): CodeLens[] {
  const lenses: CodeLens[] = []
  for (const visit of statementsOf(analysis, file)) {
    const count = routesDrawnBy(visit, analysis.load.routes).length
    if (count === 0) continue
    const range = toRange(visit.statement.position)
    lenses.push({ range: { start: range.start, end: range.start }, command: { title: count === 1 ? '1 route' : `${count} routes`, command: '' } })
  }
  return lenses
}
