/**
 * `bin/rails routes` (Rails 8, `ConsoleFormatter::Sheet`): the route table, byte for byte.
 */
import type { Route } from '../route.js'
import { charLength, listedRows, noRoutesMessage, type ListingOptions, type RouteRow } from './inspector.js'

/** Ruby's `String#rjust` / `ljust`, counting characters as Ruby does. */
function rjust(text: string, width: number): string {
  return ' '.repeat(Math.max(0, width - charLength(text))) + text
}

function ljust(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - charLength(text)))
}

/** Column widths over the listed rows, at least as wide as the headers. */
function columnWidths(rows: readonly RouteRow[]): [number, number, number] {
  // A loop, not Math.max(...spread): a spread of some 120,000 rows overflows the stack.
  const widest = (field: 'name' | 'verb' | 'path', header: string) => {
    let width = charLength(header)
    for (const row of rows) width = Math.max(width, charLength(row[field]))
    return width
  }
  return [widest('name', 'Prefix'), widest('verb', 'Verb'), widest('path', 'URI Pattern')]
}

/** The header line and one line per row, names right-aligned, single spaces between columns. */
function sheetLines(rows: readonly RouteRow[]): string[] {
  const [nameWidth, verbWidth, pathWidth] = columnWidths(rows)
  const line = (name: string, verb: string, path: string, reqs: string) =>
    `${rjust(name, nameWidth)} ${ljust(verb, verbWidth)} ${ljust(path, pathWidth)} ${reqs}`
  return [line('Prefix', 'Verb', 'URI Pattern', 'Controller#Action'), ...rows.map((r) => line(r.name, r.verb, r.path, r.reqs))]
}

/**
 * The table `bin/rails routes [-c NAME] [-g PATTERN]` prints, ending with a newline as `puts` does.
 * Internal routes are omitted; when nothing is listed, Rails' explanation is returned instead.
 * Throws a SyntaxError when `grep` or `controller` is not a valid regular expression.
 */
export function formatRoutesTable(routes: readonly Route[], options: ListingOptions = {}): string {
  const rows = listedRows(routes, options)
  if (rows.length === 0) return `${noRoutesMessage(routes, options)}\n`
  return `${sheetLines(rows).join('\n')}\n`
}
