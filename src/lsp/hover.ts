/**
 * Hover: on a statement, the routes it draws as `rails routes` prints them (helper, verb, path,
 * controller#action); on an option, what it means.
 */
import type { Hover } from 'vscode-languageserver/node'
import { routesDrawnBy } from './drawn.js'
import { formatRoutesTable } from '../format/index.js'
import type { Analysis } from './analysis.js'
import { optionAt, statementAt, statementsOf } from './at-cursor.js'
import { toRange } from './convert.js'
import { optionText, statementText } from './docs-text.js'

/** The hover at a point of a file of the analysis (1-based line and column). */
export function hoverAt(analysis: Analysis, file: string, line: number, column: number): Hover | null {
  const visit = statementAt(statementsOf(analysis, file), line, column)
  if (!visit) return null
  const pair = optionAt(visit, line, column)
  const name = pair && (pair.key.type === 'symbol' || pair.key.type === 'string') ? pair.key.value : undefined
  if (pair && name !== undefined) {
    const meaning = optionText(name)
    if (meaning) return { contents: { kind: 'markdown', value: meaning }, range: toRange(pair.key.position) }
  }
  const routes = routesDrawnBy(visit, analysis.load.routes)
  const listing = routes.length === 0 ? `\`${visit.statement.method}\` draws no routes here.` : `${routes.length === 1 ? '1 route' : `${routes.length} routes`}:\n\n\`\`\`text\n${formatRoutesTable(routes).trimEnd()}\n\`\`\``
  const about = statementText(visit.statement.method)
  return { contents: { kind: 'markdown', value: about ? `${listing}\n\n---\n\n${about}` : listing }, range: toRange(visit.statement.position) }
}
