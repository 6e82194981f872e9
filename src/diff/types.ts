/**
 * What a change to a routes file does to its route table, as data: `diffRoutes` returns it, the
 * reports (text, markdown, JSON) print it.
 */
import type { Route } from '../route.js'

/** The fields of a route compared between two tables, named as in the route list's JSON form. */
export type RouteField =
  | 'name'
  | 'controller'
  | 'action'
  | 'endpoint'
  | 'redirect'
  | 'requirements'
  | 'defaults'
  | 'conditions'
  | 'constraintObjects'
  | 'anchored'
  | 'internal'

/** A route found in both tables (same verbs and path pattern) whose other fields differ. */
export interface ChangedRoute {
  before: Route
  after: Route
  /** The fields that differ, in the order of `ROUTE_FIELDS`. */
  fields: RouteField[]
}

/** A URL helper (`photo` for `photo_path`) in both tables whose required params differ. */
export interface HelperChange {
  name: string
  before: string[]
  after: string[]
}

/** A request that another route answers now (null: no route answers it). */
export interface PrecedenceChange {
  request: { verb: string; path: string }
  before: Route | null
  after: Route | null
}

/** Everything that changed between two route tables, each list in table order. */
export interface RouteDiff {
  /** Routes of the new table with no counterpart in the old one, in the new table's order. */
  added: Route[]
  /** Routes of the old table with no counterpart in the new one, in the old table's order. */
  removed: Route[]
  changed: ChangedRoute[]
  helpers: HelperChange[]
  precedence: PrecedenceChange[]
}

/** Options of `diffRoutes`. */
export interface DiffOptions {
  /** Probe both tables with requests to find precedence changes (default true). */
  precedence?: boolean
}
