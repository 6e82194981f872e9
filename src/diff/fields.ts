/**
 * The fields of a paired route that count as a change, and when two values are the same: key
 * order of a Hash does not matter (Rails' lookups do not see it), an absent optional field is
 * its empty value.
 */
import { ROUTE_KEYS } from '../format/index.js'
import type { Route } from '../route.js'
import type { RouteField } from './types.js'

// The route's identity (verbs and path), and what says where it was written or what it would
// have been called: none of these is a change of the route.
const NOT_COMPARED: ReadonlySet<string> = new Set(['verb', 'path', 'unnamed', 'source'])

/** The compared fields, in the route list's key order. */
export const ROUTE_FIELDS = ROUTE_KEYS.filter((key) => !NOT_COMPARED.has(key)) as readonly RouteField[]

// What an optional field means when it is absent.
const ABSENT: Partial<Record<RouteField, unknown>> = { requirements: {}, defaults: {}, conditions: {}, constraintObjects: [], internal: false }

/** A field's value, an absent optional field read as its empty value. */
export function fieldValue(route: Route, field: RouteField): unknown {
  return route[field] ?? ABSENT[field]
}

/** Deep equality of JSON values; object keys in any order. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((v, i) => sameValue(v, (b as unknown[])[i]))
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined)
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined)
  return ka.length === kb.length && ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
}

/** The fields in which two routes of the same identity differ. */
export function changedFields(before: Route, after: Route): RouteField[] {
  return ROUTE_FIELDS.filter((field) => !sameValue(fieldValue(before, field), fieldValue(after, field)))
}
