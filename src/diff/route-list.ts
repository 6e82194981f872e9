/**
 * A route list read back from its JSON form (what `routecraft --json` writes, a snapshot a team
 * commits), checked as far as the diff relies on it: bad input is a diagnostic at its line and
 * column, never an exception.
 */
import { positionOf } from '../ast/positions.js'
import type { Diagnostic } from '../diagnostic.js'
import { createMatcher } from '../match/index.js'
import type { Route } from '../route.js'
import { BAD_ROUTE, DIFF_CODES, JSON_SYNTAX, NOT_ROUTE_LIST, UNMATCHABLE_ROUTE } from './codes.js'
import { JsonScanError, scanJson } from './json-scan.js'

export { DIFF_CODES }

/** The routes of a route list file, or the diagnostics that explain why it is none. */
export interface RouteListResult {
  routes: Route[]
  diagnostics: Diagnostic[]
}

type Fields = Record<string, unknown>

// What each field the diff reads must hold; the others are kept as they are.
const CHECKS: Array<[field: string, required: boolean, ok: (value: unknown) => boolean, expected: string]> = [
  ['path', true, (v) => typeof v === 'string', 'a string'],
  ['verb', true, (v) => Array.isArray(v) && v.every((x) => typeof x === 'string'), 'an array of strings'],
  ['name', false, (v) => v === null || v === false || typeof v === 'string', 'a string, null or false'],
  ['controller', false, (v) => v === null || typeof v === 'string', 'a string or null'],
  ['action', false, (v) => v === null || typeof v === 'string', 'a string or null'],
  ['requirements', false, isPlainObject, 'an object'],
  ['defaults', false, isPlainObject, 'an object'],
  ['conditions', false, isPlainObject, 'an object'],
  ['constraintObjects', false, (v) => Array.isArray(v) && v.every((x) => typeof x === 'string'), 'an array of strings'],
  ['anchored', false, (v) => typeof v === 'boolean', 'true or false'],
  ['internal', false, (v) => typeof v === 'boolean', 'true or false'],
  ['source', false, isPlainObject, 'an object'],
]

function isPlainObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Reads a route list; `file` is the name diagnostics and the routes' missing sources give. */
export function readRouteList(text: string, file: string): RouteListResult {
  const problem = (code: string, message: string, start: number, end = start + 1): RouteListResult => {
    const { name } = DIFF_CODES.find((c) => c.code === code)!
    const position = positionOf(text, start, Math.min(Math.max(end, start), text.length))
    return { routes: [], diagnostics: [{ code, name, severity: 'error', message, file, position }] }
  }
  let spans: Array<[number, number]> | null
  let value: unknown
  try {
    spans = scanJson(text)
    value = JSON.parse(text)
  } catch (error) {
    if (error instanceof JsonScanError) return problem(JSON_SYNTAX, `not valid JSON: ${error.message}`, error.offset)
    return problem(JSON_SYNTAX, `not valid JSON: ${error instanceof Error ? error.message : String(error)}`, 0)
  }
  if (!spans || !Array.isArray(value)) {
    return problem(NOT_ROUTE_LIST, 'a route list is a JSON array of routes, as `routecraft --json` writes it', text.length - text.trimStart().length)
  }
  const routes: Route[] = []
  for (const [index, item] of value.entries()) {
    const [start, end] = spans[index]!
    const at = `route ${index + 1}`
    if (!isPlainObject(item)) return problem(BAD_ROUTE, `${at} is not an object`, start, end)
    for (const [field, required, ok, expected] of CHECKS) {
      if (item[field] === undefined ? required : !ok(item[field])) return problem(BAD_ROUTE, `${at}: "${field}" must be ${expected}`, start, end)
    }
    routes.push(withDefaults(item, file))
  }
  // One compile of the whole list; only when it fails, one per route to find the culprit.
  if (compileError(routes) === null) return { routes, diagnostics: [] }
  const index = routes.findIndex((route) => compileError([route]) !== null)
  if (index < 0) return problem(UNMATCHABLE_ROUTE, `the routes cannot be compiled together: ${compileError(routes)}`, 0)
  const [start, end] = spans[index]!
  return problem(UNMATCHABLE_ROUTE, `route ${index + 1} (${routes[index]!.path}): ${compileError([routes[index]!])}`, start, end)
}

/** Why the matcher cannot compile these routes, or null when it can. */
function compileError(routes: readonly Route[]): string | null {
  try {
    createMatcher(routes)
    return null
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

/** The route with the fields a list may leave out filled in as the expander would. */
function withDefaults(item: Fields, file: string): Route {
  return {
    name: null,
    controller: null,
    action: null,
    requirements: {},
    defaults: {},
    anchored: true,
    ...item,
    source: isPlainObject(item.source) ? (item.source as unknown as Route['source']) : { file, line: 0, column: 0 },
  } as Route
}
