/**
 * The diff as text, in the layout `bin/rails routes` users know: added and removed routes as
 * route tables, each changed route with its fields old → new, helpers with their old and new
 * required params, and each precedence change as the request with both answers.
 */
import { formatRoutesTable, type RubyVersion } from '../format/index.js'
import { toRow } from '../format/inspector.js'
import type { Route } from '../route.js'
import { changeCounts } from './summary.js'
import type { RouteDiff } from './types.js'
import { fieldText, helperCall } from './values.js'

/** Options of the text report. */
export interface TextReportOptions {
  /** Whose `Hash#inspect` prints Hashes (3.3 unless asked, as `routecraft routes`). */
  ruby?: RubyVersion
}

/** Rows padded to their columns' widths, single spaces between. */
function aligned(rows: readonly string[][]): string[] {
  if (rows.length === 0) return []
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => [...row[column]!].length)))
  return rows.map((row) => row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]!))).join(' ').trimEnd())
}

/** A route table, internal routes included (the table hides them; a diff must not). */
function table(routes: readonly Route[], ruby: RubyVersion): string {
  return formatRoutesTable(routes.map((route) => (route.internal ? { ...route, internal: false } : route)), { ruby }).trimEnd()
}

function answerRow(label: string, route: Route | null, ruby: RubyVersion): string[] {
  if (!route) return [label, '(no route)', '', '', '']
  const row = toRow(route, ruby)
  return [label, row.name, row.verb, row.path, row.reqs]
}

function section(title: string, count: number, body: string[]): string[] {
  return count === 0 ? [] : [`${title} (${count})`, ...body, '']
}

/** The whole report, ending with a newline; "No route changes." when there are none. */
export function formatDiffText(diff: RouteDiff, options: TextReportOptions = {}): string {
  const ruby = options.ruby ?? '3.3'
  const counts = changeCounts(diff)
  if (counts === null) return 'No route changes.\n'
  const changed = diff.changed.flatMap((c) => [
    `${c.after.verb.join('|') || '(any verb)'} ${c.after.path}  ${toRow(c.after, ruby).reqs}`,
    ...aligned(c.fields.map((field) => [`  ${field}`, fieldText(c.before, field, ruby), '→', fieldText(c.after, field, ruby)])),
  ])
  const helpers = aligned(diff.helpers.map((h) => [`  ${helperCall(h.name, h.before)}`, '→', helperCall(h.name, h.after)]))
  const precedence = diff.precedence.flatMap((p) => [
    `${p.request.verb} ${p.request.path}`,
    ...aligned([answerRow('  before', p.before, ruby), answerRow('  after', p.after, ruby)]),
  ])
  const lines = [
    ...section('Added routes', diff.added.length, [table(diff.added, ruby)]),
    ...section('Removed routes', diff.removed.length, [table(diff.removed, ruby)]),
    ...section('Changed routes', diff.changed.length, changed),
    ...section('Helpers whose required params changed', diff.helpers.length, helpers),
    ...section('Requests answered by another route', diff.precedence.length, precedence),
    counts,
  ]
  return `${lines.join('\n')}\n`
}
