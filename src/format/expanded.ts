/**
 * `bin/rails routes --expanded` (Rails 8, `ConsoleFormatter::Expanded`): one block per route.
 */
import type { Route } from '../route.js'
import { charLength, listedRows, noRoutesMessage, type ListingOptions, type RouteRow } from './inspector.js'

/** Options of the expanded format: the filters and the console width of the block headers. */
export interface ExpandedOptions extends ListingOptions {
  /** Width the `--[ Route N ]---` lines are padded to; Rails uses the console width, 80 without one. */
  width?: number
  /**
   * Adds each route's `Source Location   | file:line` line, as Rails 8 does in development (where
   * Rails prints the file's full path, this prints the route's `source.file`, relative).
   */
  sourceLocations?: boolean
}

/** `"--[ Route #{index} ]".ljust(width, "-")`. */
function routeHeader(index: number, width: number): string {
  const title = `--[ Route ${index} ]`
  return title + '-'.repeat(Math.max(0, width - charLength(title)))
}

/** One block; Rails' `Action Location` line needs the application's controllers, so it never appears. */
function block(row: RouteRow, index: number, width: number, sourceLocations: boolean): string {
  const lines = [
    routeHeader(index, width),
    `Prefix            | ${row.name}`,
    `Verb              | ${row.verb}`,
    `URI               | ${row.path}`,
    `Controller#Action | ${row.reqs}`,
  ]
  if (sourceLocations && row.source !== '') lines.push(`Source Location   | ${row.source}`)
  return lines.join('\n')
}

/** What `bin/rails routes --expanded` prints, ending with a newline as `puts` does. */
export function formatRoutesExpanded(routes: readonly Route[], options: ExpandedOptions = {}): string {
  const rows = listedRows(routes, options)
  if (rows.length === 0) return `${noRoutesMessage(routes, options)}\n`
  const width = options.width ?? 80
  return `${rows.map((row, i) => block(row, i + 1, width, options.sourceLocations ?? false)).join('\n')}\n`
}
