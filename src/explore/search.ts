/**
 * The search field: a row is shown when every word typed is found in its helper name, verb, path
 * or `controller#action` (ignoring case), or when its pattern matches the text read as a path
 * (`/photos/7` finds `/photos/:id(.:format)`), as the Rails routes page's path match does.
 */
import type { ExplorerRow } from './model.js'

/** The text a row is searched in. */
export function searchText(row: Pick<ExplorerRow, 'name' | 'verb' | 'path' | 'reqs'>): string {
  return `${row.name} ${row.name ? `${row.name}_path ` : ''}${row.verb} ${row.path} ${row.reqs}`.toLowerCase()
}

/** A predicate for rows, given the routes whose pattern matches the query read as a path. */
export function rowFilter(query: string, pathMatches: ReadonlySet<number>): (row: ExplorerRow) => boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return () => true
  return (row) => pathMatches.has(row.index) || words.every((word) => searchText(row).includes(word))
}

/** True when the query could be a path worth matching (one word starting with `/`). */
export function looksLikePath(query: string): boolean {
  return /^\/\S*$/.test(query.trim())
}
