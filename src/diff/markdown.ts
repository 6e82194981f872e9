/**
 * The diff as a GitHub-flavoured Markdown comment for a pull request: a heading with the counts,
 * then one table per kind of change. Every value from a routes file is a code span, escaped so
 * that no route can end its cell, its table or the comment's formatting.
 */
import type { RubyVersion } from '../format/index.js'
import { toRow } from '../format/inspector.js'
import type { Route } from '../route.js'
import { changeCounts } from './summary.js'
import type { RouteDiff } from './types.js'
import { fieldText, helperCall } from './values.js'

/**
 * A code span holding `text` verbatim in a table cell: a fence longer than any run of backticks
 * inside, padded when the text starts or ends with one; `|` escaped (GFM splits cells before it
 * reads code spans); line breaks, which would end the row, as spaces.
 */
export function codeCell(text: string): string {
  if (text === '') return ''
  const flat = text.replace(/[\r\n]+/g, ' ').replaceAll('|', '\\|')
  const longest = Math.max(0, ...[...flat.matchAll(/`+/g)].map((m) => m[0].length))
  const fence = '`'.repeat(longest + 1)
  const pad = flat.startsWith('`') || flat.endsWith('`') ? ' ' : ''
  return `${fence}${pad}${flat}${pad}${fence}`
}

function tableOf(header: readonly string[], rows: readonly string[][]): string[] {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)]
}

function routeRows(routes: readonly Route[], ruby: RubyVersion): string[][] {
  return routes.map((route) => {
    const row = toRow(route, ruby)
    return [codeCell(row.verb), codeCell(row.path), codeCell(row.name), codeCell(row.reqs)]
  })
}

function answer(route: Route | null, ruby: RubyVersion): string {
  if (!route) return 'no route'
  const row = toRow(route, ruby)
  return `${codeCell(row.reqs)} (${codeCell(`${row.verb} ${row.path}`.trim())})`
}

function section(title: string, header: readonly string[], rows: readonly string[][]): string[] {
  return rows.length === 0 ? [] : ['', `#### ${title}`, '', ...tableOf(header, rows)]
}

/** The comment, ending with a newline. */
export function formatDiffMarkdown(diff: RouteDiff, options: { ruby?: RubyVersion } = {}): string {
  const ruby = options.ruby ?? '3.3'
  const counts = changeCounts(diff)
  if (counts === null) return '### Route changes\n\nNo route changes.\n'
  const routeHeader = ['Verb', 'Path', 'Name', 'Controller#Action']
  const changed = diff.changed.flatMap((c) =>
    c.fields.map((field) => [codeCell(c.after.verb.join('|')), codeCell(c.after.path), field, codeCell(fieldText(c.before, field, ruby)), codeCell(fieldText(c.after, field, ruby))]),
  )
  const helpers = diff.helpers.map((h) => [codeCell(`${h.name}_path`), codeCell(helperCall(h.name, h.before)), codeCell(helperCall(h.name, h.after))])
  const precedence = diff.precedence.map((p) => [codeCell(`${p.request.verb} ${p.request.path}`), answer(p.before, ruby), answer(p.after, ruby)])
  const lines = [
    `### Route changes: ${counts}`,
    ...section('Added', routeHeader, routeRows(diff.added, ruby)),
    ...section('Removed', routeHeader, routeRows(diff.removed, ruby)),
    ...section('Changed', ['Verb', 'Path', 'Field', 'Before', 'After'], changed),
    ...section('Helpers whose required params changed', ['Helper', 'Before', 'After'], helpers),
    ...section('Requests answered by another route', ['Request', 'Before', 'After'], precedence),
  ]
  return `${lines.join('\n')}\n`
}
