/**
 * The route diff: what a change to a routes file does for clients (routes added, removed and
 * changed, helpers whose params changed, requests another route now answers), and its reports.
 */
export { diffRoutes } from './diff.js'
export type { ChangedRoute, DiffOptions, HelperChange, PrecedenceChange, RouteDiff, RouteField } from './types.js'
export { ROUTE_FIELDS } from './fields.js'
export { CHANGE_KINDS, changeKinds, isEmptyDiff, type ChangeKind } from './categories.js'
export { formatDiffText, type TextReportOptions } from './text.js'
export { formatDiffMarkdown } from './markdown.js'
export { diffToJson } from './json.js'
export { readRouteList, DIFF_CODES } from './route-list.js'
