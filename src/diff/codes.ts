/**
 * The catalogue of the diagnostics of reading a route list (the JSON `routecraft --json` writes)
 * as one side of a diff: RC5100–RC5149. `npm run docs` lists them in docs/diagnostics.md.
 */
import type { CheckCode } from '../check/codes.js'

/** A code of the catalogue: the shape of `routecraft check`'s, every one an error. */
export type DiffCode = CheckCode

export const JSON_SYNTAX = 'RC5100'
export const NOT_ROUTE_LIST = 'RC5101'
export const BAD_ROUTE = 'RC5102'
export const UNMATCHABLE_ROUTE = 'RC5103'

export const DIFF_CODES: readonly DiffCode[] = [
  { code: JSON_SYNTAX, name: 'JSONSyntaxError', severity: 'error', title: 'a route list file that is not valid JSON' },
  { code: NOT_ROUTE_LIST, name: 'RouteListError', severity: 'error', title: 'JSON that is not a route list (an array of routes, as `routecraft --json` writes)' },
  { code: BAD_ROUTE, name: 'RouteListError', severity: 'error', title: 'a route of a route list with a missing field or a field of the wrong type' },
  { code: UNMATCHABLE_ROUTE, name: 'RouteListError', severity: 'error', title: 'a route of a route list whose path pattern or requirement the matcher cannot compile' },
]
